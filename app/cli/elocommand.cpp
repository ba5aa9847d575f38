// eschess-cli elo WINS DRAWS LOSSES [--sprt elo0,elo1,alpha,beta]
// eschess-cli elo --pairs LL,LD,DD,WD,WW [--sprt elo0,elo1,alpha,beta]
// Score, Elo difference with its 95% interval, LOS and draw ratio from a W/D/L tally, or the
// same from game pairs (pentanomial.h) as a match counts them for its SPRT.
#include "app/cli/commands.h"

#include "rating/elo.h"
#include "rating/pentanomial.h"

#include <QTextStream>

#include <cmath>

namespace eschess::cli {

std::optional<EloOptions> parseEloOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("elo"), QStringLiteral("[options] WINS DRAWS LOSSES | --pairs LL,LD,DD,WD,WW"),
        QStringLiteral("Score, Elo difference with its 95% interval, LOS and draw ratio of a tally, "
                       "of single games or of game pairs."));
    const QString range = QStringLiteral(" (%1).").arg(describeRange(kTallyRange));
    cl.addPositional(QStringLiteral("WINS"), QStringLiteral("Games won") + range);
    cl.addPositional(QStringLiteral("DRAWS"), QStringLiteral("Games drawn") + range);
    cl.addPositional(QStringLiteral("LOSSES"), QStringLiteral("Games lost") + range);
    cl.addValue(QStringLiteral("pairs"), QStringLiteral("LL,LD,DD,WD,WW"),
                QStringLiteral("Game pairs (one opening, each engine White once) by what the first engine "
                               "scored in them: 0, 1/2, 1, 1 1/2 and 2 points, as a match prints them after "
                               "Ptnml(0-2). Instead of WINS DRAWS LOSSES."));
    cl.addValue(QStringLiteral("sprt"), QStringLiteral("elo0,elo1,alpha,beta"),
                QStringLiteral("Also the SPRT's log-likelihood ratio and bounds."));
    return parseWith(cl, args, stop, [&]() -> std::optional<EloOptions> {
        const QStringList rest = cl.positional();
        EloOptions o;
        if (cl.isSet(QStringLiteral("pairs"))) {
            if (!rest.isEmpty())
                return cl.refuse(QStringLiteral("--pairs stands instead of WINS DRAWS LOSSES"));
            eschess::Pentanomial pairs;
            std::string why;
            if (!eschess::parsePentanomial(cl.value(QStringLiteral("pairs")).toStdString(), pairs, why))
                return cl.refuse(QStringLiteral("--pairs: %1").arg(QString::fromStdString(why)));
            o.pairs = pairs;
            if (!cl.sprt(QStringLiteral("sprt"), o.sprt)) return std::nullopt;
            return o;
        }
        if (rest.size() != 3) return cl.refuse(QStringLiteral("needs WINS DRAWS LOSSES or --pairs"));
        int* const fields[] = {&o.wins, &o.draws, &o.losses};
        static const char* const kLabels[] = {"WINS", "DRAWS", "LOSSES"};
        for (int i = 0; i < 3; ++i) {
            const auto v = cl.integerArgument(rest[i], QLatin1String(kLabels[i]), kTallyRange);
            if (!v) return std::nullopt;
            *fields[i] = int(*v);
        }
        if (!cl.sprt(QStringLiteral("sprt"), o.sprt)) return std::nullopt;
        return o;
    });
}

int runElo(const QStringList& args) {
    CliStop stop;
    const auto o = parseEloOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout);
    const EloEstimate e = o->pairs ? estimateElo(*o->pairs) : estimateElo(o->wins, o->draws, o->losses);
    if (o->pairs) {
        const std::array<int, 5>& c = o->pairs->counts;
        out << QStringLiteral("Pairs: %1 (0: %2, 1/2: %3, 1: %4, 1 1/2: %5, 2: %6), %7 games")
                   .arg(o->pairs->pairs())
                   .arg(c[0])
                   .arg(c[1])
                   .arg(c[2])
                   .arg(c[3])
                   .arg(c[4])
                   .arg(e.games)
            << "\n";
        out << QStringLiteral("Score: %1% (level pairs %2%)")
                   .arg(e.score * 100, 0, 'f', 1)
                   .arg(e.drawRatio * 100, 0, 'f', 1)
            << "\n";
    } else {
        out << QStringLiteral("Games: %1 (+%2 =%3 -%4)")
                   .arg(e.games)
                   .arg(o->wins)
                   .arg(o->draws)
                   .arg(o->losses)
            << "\n";
        out << QStringLiteral("Score: %1% (draws %2%)")
                   .arg(e.score * 100, 0, 'f', 1)
                   .arg(e.drawRatio * 100, 0, 'f', 1)
            << "\n";
    }
    const QString margin =
        std::isfinite(e.margin) ? QString::number(e.margin, 'f', 1) : QStringLiteral("inf");
    out << QStringLiteral("Elo difference: %1 ± %2").arg(QString::fromStdString(formatElo(e.elo)), margin)
        << "\n";
    out << QStringLiteral("95% interval: [%1, %2]")
               .arg(QString::fromStdString(formatElo(e.eloLow)), QString::fromStdString(formatElo(e.eloHigh)))
        << "\n";
    out << QStringLiteral("LOS: %1%").arg(e.los * 100, 0, 'f', 1) << "\n";
    if (o->sprt) {
        const SprtStatus st =
            o->pairs ? sprtStatus(*o->sprt, *o->pairs) : sprtStatus(*o->sprt, o->wins, o->draws, o->losses);
        out << QStringLiteral("SPRT: llr %1, lbound %2, ubound %3 - %4")
                   .arg(st.llr, 0, 'f', 3)
                   .arg(st.lowerBound, 0, 'f', 3)
                   .arg(st.upperBound, 0, 'f', 3)
                   .arg(QString::fromLatin1(sprtDecisionName(st.decision)))
            << "\n";
    }
    return 0;
}

} // namespace eschess::cli
