// eschess-cli perft FEN DEPTH [--divide]
#include "app/cli/commands.h"

#include "core/perft.h"
#include "notation/uci_move.h"

#include <QElapsedTimer>
#include <algorithm>
#include <QTextStream>

namespace eschess::cli {

int runPerft(const QStringList& args) {
    QTextStream out(stdout), err(stderr);
    QStringList rest = args;
    const bool divide = rest.removeAll(QStringLiteral("--divide")) > 0;
    if (rest.size() != 2) {
        err << "usage: eschess-cli perft FEN DEPTH [--divide]  (quote the FEN)\n";
        return 2;
    }
    auto pos = Position::fromFen(rest[0].toStdString());
    if (!pos) {
        err << "eschess-cli perft: " << QString::fromStdString(pos.error()) << "\n";
        return 2;
    }
    bool ok = false;
    const int depth = rest[1].toInt(&ok);
    if (!ok || depth < 0 || depth > 20) {
        err << "eschess-cli perft: depth must be a number from 0 to 20, not '" << rest[1] << "'\n";
        return 2;
    }
    QElapsedTimer timer;
    timer.start();
    std::uint64_t total = 0;
    if (divide && depth > 0) {
        for (auto [move, count] : perftDivide(*pos, depth)) {
            out << QString::fromStdString(toUci(move)) << ": " << count << "\n";
            total += count;
        }
        out << "\n";
    } else {
        total = perft(*pos, depth);
    }
    const qint64 ms = std::max<qint64>(1, timer.elapsed());
    out << "Nodes searched: " << total << "\n";
    out << "Time: " << ms << " ms, " << (total * 1000 / std::uint64_t(ms)) << " nps\n";
    return 0;
}

} // namespace eschess::cli
