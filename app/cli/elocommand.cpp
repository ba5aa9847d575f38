// eschess-cli elo WINS DRAWS LOSSES [--sprt elo0,elo1,alpha,beta]
// Score, Elo difference with its 95% interval, LOS and draw ratio from a W/D/L tally.
#include "app/cli/commands.h"

#include "rating/elo.h"

#include <QTextStream>

#include <cmath>

namespace eschess::cli {

std::optional<EloOptions> parseEloOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(
        QStringLiteral("elo"), QStringLiteral("[options] WINS DRAWS LOSSES"),
        QStringLiteral("Score, Elo difference with its 95% interval, LOS and draw ratio of a tally."));
    const QString range = QStringLiteral(" (%1).").arg(describeRange(kTallyRange));
    cl.addPositional(QStringLiteral("WINS"), QStringLiteral("Games won") + range);
    cl.addPositional(QStringLiteral("DRAWS"), QStringLiteral("Games drawn") + range);
    cl.addPositional(QStringLiteral("LOSSES"), QStringLiteral("Games lost") + range);
    cl.addValue(QStringLiteral("sprt"), QStringLiteral("elo0,elo1,alpha,beta"),
                QStringLiteral("Also the SPRT's log-likelihood ratio and bounds."));
    return parseWith(cl, args, stop, [&]() -> std::optional<EloOptions> {
        const QStringList rest = cl.positional();
        if (rest.size() != 3) return cl.refuse(QStringLiteral("needs WINS DRAWS LOSSES"));
        EloOptions o;
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
    const EloEstimate e = estimateElo(o->wins, o->draws, o->losses);
    out << QStringLiteral("Games: %1 (+%2 =%3 -%4)").arg(e.games).arg(o->wins).arg(o->draws).arg(o->losses)
        << "\n";
    out << QStringLiteral("Score: %1% (draws %2%)")
               .arg(e.score * 100, 0, 'f', 1)
               .arg(e.drawRatio * 100, 0, 'f', 1)
        << "\n";
    const QString margin =
        std::isfinite(e.margin) ? QString::number(e.margin, 'f', 1) : QStringLiteral("inf");
    out << QStringLiteral("Elo difference: %1 ± %2").arg(QString::fromStdString(formatElo(e.elo)), margin)
        << "\n";
    out << QStringLiteral("95% interval: [%1, %2]")
               .arg(QString::fromStdString(formatElo(e.eloLow)), QString::fromStdString(formatElo(e.eloHigh)))
        << "\n";
    out << QStringLiteral("LOS: %1%").arg(e.los * 100, 0, 'f', 1) << "\n";
    if (o->sprt) {
        const SprtStatus st = sprtStatus(*o->sprt, o->wins, o->draws, o->losses);
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
