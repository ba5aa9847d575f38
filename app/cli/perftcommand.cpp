// eschess-cli perft FEN DEPTH [--divide]
#include "app/cli/commands.h"

#include "core/perft.h"
#include "notation/uci_move.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

namespace eschess::cli {

std::optional<PerftOptions> parsePerftOptions(const QStringList& args, CliStop& stop) {
    CommandLine cl(QStringLiteral("perft"), QStringLiteral("[options] FEN DEPTH"),
                   QStringLiteral("Counts the leaf nodes DEPTH plies below the position FEN (quote it)."));
    cl.addPositional(QStringLiteral("FEN"), QStringLiteral("The position, in quotes."));
    cl.addPositional(QStringLiteral("DEPTH"),
                     QStringLiteral("Plies to count (%1).").arg(describeRange(kPerftDepthRange)));
    cl.addFlag(QStringLiteral("divide"), QStringLiteral("Print the count below each legal move."));
    return parseWith(cl, args, stop, [&]() -> std::optional<PerftOptions> {
        const QStringList rest = cl.positional();
        if (rest.size() != 2) return cl.refuse(QStringLiteral("needs FEN and DEPTH (quote the FEN)"));
        PerftOptions o;
        auto pos = Position::fromFen(rest[0].toStdString());
        if (!pos) return cl.refuse(QString::fromStdString(pos.error()));
        o.position = *pos;
        const auto depth = cl.integerArgument(rest[1], QStringLiteral("DEPTH"), kPerftDepthRange);
        if (!depth) return std::nullopt;
        o.depth = int(*depth);
        o.divide = cl.isSet(QStringLiteral("divide"));
        return o;
    });
}

int runPerft(const QStringList& args) {
    CliStop stop;
    auto o = parsePerftOptions(args, stop);
    if (!o) return report(stop);
    QTextStream out(stdout);
    QElapsedTimer timer;
    timer.start();
    std::uint64_t total = 0;
    if (o->divide && o->depth > 0) {
        for (auto [move, count] : perftDivide(o->position, o->depth)) {
            out << QString::fromStdString(toUci(move)) << ": " << count << "\n";
            total += count;
        }
        out << "\n";
    } else {
        total = perft(o->position, o->depth);
    }
    const qint64 ms = std::max<qint64>(1, timer.elapsed());
    out << "Nodes searched: " << total << "\n";
    out << "Time: " << ms << " ms, " << (total * 1000 / std::uint64_t(ms)) << " nps\n";
    return 0;
}

} // namespace eschess::cli
