// eschess-cli elo W D L [--sprt elo0,elo1,alpha,beta]
// Score, Elo difference with its 95% interval, LOS and draw ratio from a W/D/L tally.
#include "app/cli/commands.h"

#include "rating/elo.h"
#include "rating/sprt.h"

#include <QCoreApplication>
#include <QTextStream>

namespace eschess::cli {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("EloCommand", text); }

} // namespace

int runElo(const QStringList& args) {
    QTextStream out(stdout), err(stderr);
    QStringList rest = args;
    std::optional<SprtParams> sprt;
    const int s = rest.indexOf(QStringLiteral("--sprt"));
    if (s >= 0) {
        if (s + 1 >= rest.size()) {
            err << tr("eschess-cli elo: --sprt needs elo0,elo1,alpha,beta") << "\n";
            return 2;
        }
        SprtParams p;
        std::string why;
        if (!parseSprtParams(rest[s + 1].toStdString(), p, why)) {
            err << "eschess-cli elo: " << QString::fromStdString(why) << "\n";
            return 2;
        }
        sprt = p;
        rest.remove(s, 2);
    }
    if (rest.size() != 3) {
        err << tr("usage: eschess-cli elo WINS DRAWS LOSSES [--sprt elo0,elo1,alpha,beta]") << "\n";
        return 2;
    }
    int v[3];
    static const char* const kNames[] = {"wins", "draws", "losses"};
    for (int i = 0; i < 3; ++i) {
        bool ok = false;
        v[i] = rest[i].toInt(&ok);
        if (!ok || v[i] < 0) {
            err << tr("eschess-cli elo: %1 must be a whole number of at least 0, not '%2'").arg(QLatin1String(kNames[i]), rest[i])
                << "\n";
            return 2;
        }
    }
    const EloEstimate e = estimateElo(v[0], v[1], v[2]);
    out << tr("Games: %1 (+%2 =%3 -%4)").arg(e.games).arg(v[0]).arg(v[1]).arg(v[2]) << "\n";
    out << tr("Score: %1% (draws %2%)").arg(e.score * 100, 0, 'f', 1).arg(e.drawRatio * 100, 0, 'f', 1) << "\n";
    const QString margin = std::isfinite(e.margin) ? QString::number(e.margin, 'f', 1) : QStringLiteral("inf");
    out << tr("Elo difference: %1 ± %2").arg(QString::fromStdString(formatElo(e.elo)), margin) << "\n";
    out << tr("95% interval: [%1, %2]")
               .arg(QString::fromStdString(formatElo(e.eloLow)), QString::fromStdString(formatElo(e.eloHigh)))
        << "\n";
    out << tr("LOS: %1%").arg(e.los * 100, 0, 'f', 1) << "\n";
    if (sprt) {
        const SprtStatus st = sprtStatus(*sprt, v[0], v[1], v[2]);
        out << tr("SPRT: llr %1, lbound %2, ubound %3 - %4")
                   .arg(st.llr, 0, 'f', 3)
                   .arg(st.lowerBound, 0, 'f', 3)
                   .arg(st.upperBound, 0, 'f', 3)
                   .arg(QString::fromLatin1(sprtDecisionName(st.decision)))
            << "\n";
    }
    return 0;
}

} // namespace eschess::cli
