#pragma once
// An opening suite: a list of start positions (EPD) or move sequences (PGN) that start the games
// of a match, so that two deterministic engines do not play the same game over and over. It is
// not an opening book (no moves chosen by position or weight): every game pair takes the next
// entry. Each opening is played twice, once with each engine as White; the order is the file's,
// or shuffled with a fixed seed so that a match can be repeated exactly.

#include "core/position.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace eschess::app {

struct Opening {
    eschess::Position start;
    std::vector<eschess::Move> moves; // played from start before the engines take over
    QString label;                    // EPD id or PGN Opening/ECO tag, else "file:line"
};

class OpeningSuite {
public:
    // Reads an .epd or .pgn file (by extension; .pgn also when the text starts with '[').
    // Bad records are skipped and listed in warnings(); an unreadable or empty file is an error.
    bool load(const QString& path, QString* error);
    // From text already in memory (isPgn picks the format).
    bool loadText(const QString& text, bool isPgn, const QString& sourceName, QString* error);
    // A run's openings: the file at path (none when empty), played as Chess960 when chess960,
    // and then the 960 starting positions when there is no file. What match, tournament and
    // their dialogs use; errors as load()'s.
    bool loadForRun(const QString& path, bool chess960, QString* error);
    // Whether such a run draws its openings by the seed: when asked to, and always for the 960
    // starting positions, whose numbered order means nothing (not every run from number 0).
    static bool shuffledForRun(bool asked, const QString& path, bool chess960) {
        return asked || (chess960 && path.isEmpty());
    }

    int size() const { return int(m_openings.size()); }
    bool empty() const { return m_openings.empty(); }
    const Opening& at(int i) const { return m_openings[std::size_t(i)]; }
    const QStringList& warnings() const { return m_warnings; }

    // The opening for game pair `pair`: in file order, or from a seeded shuffle (reshuffled on
    // every pass through the suite). Without openings: the standard start position.
    Opening openingForPair(int pair, bool random, quint64 seed) const;
    // A fingerprint of the openings (positions, moves, order), so a resumed run can tell that it
    // was given the same file; "" without openings.
    QString digest() const;

private:
    // The 960 Chess960 starting positions, by Scharnagl's numbers ("Chess960 #518" is the
    // standard one).
    void loadChess960Starts();
    // Every opening played as Chess960: a file's positions in standard castling letters (KQkq,
    // which X-FEN shares) are read again as Chess960, so engines get UCI_Chess960.
    void makeChess960();

    std::vector<Opening> m_openings;
    QStringList m_warnings;
};

} // namespace eschess::app
