#include "app/core/search/searchtext.h"

#include "app/core/displaysan.h"

#include "core/movegen.h"
#include "notation/san.h"
#include "search/score.h"

namespace eschess::app {

namespace {

bool isLegalHere(const Position& pos, Move move) {
    return legalMoves(pos).contains(move);
}

QString plainMove(const Position& pos, Move move) {
    return displaySan(QString::fromStdString(toSan(pos, move)));
}

} // namespace

QString moveText(const Position& pos, Move move) {
    if (!move || !isLegalHere(pos, move)) return QStringLiteral("?");
    return plainMove(pos, move);
}

QStringList moveTexts(const Position& pos, const std::vector<Move>& moves) {
    QStringList out;
    Position p = pos;
    for (Move m : moves) {
        if (!m || !isLegalHere(p, m)) break;
        out << plainMove(p, m);
        p.makeMove(m);
    }
    return out;
}

QString lineText(const Position& pos, const std::vector<Move>& moves) {
    const QStringList sans = moveTexts(pos, moves);
    QString text;
    int number = pos.fullmoveNumber();
    bool white = pos.sideToMove() == White;
    for (int i = 0; i < sans.size(); ++i) {
        if (!text.isEmpty()) text += QLatin1Char(' ');
        if (white)
            text += QStringLiteral("%1. ").arg(number);
        else if (i == 0)
            text += QStringLiteral("%1... ").arg(number);
        text += sans[i];
        if (!white) ++number;
        white = !white;
    }
    return text;
}

QString scoreText(Value value) {
    if (isMateScore(value))
        return value > 0 ? QStringLiteral("#%1").arg(mateMoves(value))
                         : QStringLiteral("#-%1").arg(-mateMoves(value));
    return QStringLiteral("%1%2")
        .arg(value >= 0 ? QStringLiteral("+") : QString())
        .arg(value / 100.0, 0, 'f', 2);
}

QString scoreText(const EngineInfo& info) {
    if (info.isMate)
        return info.mateMoves > 0 ? QStringLiteral("#%1").arg(info.mateMoves)
                                  : QStringLiteral("#-%1").arg(-info.mateMoves);
    return QStringLiteral("%1%2")
        .arg(info.scoreCp >= 0 ? QStringLiteral("+") : QString())
        .arg(info.scoreCp / 100.0, 0, 'f', 2);
}

} // namespace eschess::app
