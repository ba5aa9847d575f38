// Incremental state against recomputation: the Zobrist key, the pawn and non-pawn keys and both
// piece-square sums that makeMove updates must equal what the compute functions find from
// scratch after every move of long random games, and unmakeMove must restore everything. The
// prefetch key keyAfter must match for plain moves.
#include "core/movegen.h"
#include "core/position.h"

#include <QtTest>

#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace eschess;

namespace {

const char* const kStarts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
};

// Everything that must come back after unmaking.
struct Snapshot {
    std::string fen;
    Key key, pawnKey, whitePieces, blackPieces, minorPieces;
    std::int32_t psq0, psq1;
    Bitboard checkers;
    bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const Position& pos) {
    return {pos.fen(), pos.key(), pos.pawnKey(), pos.nonPawnKey(White), pos.nonPawnKey(Black),
            pos.minorKey(), pos.psq(PsqSimplified), pos.psq(PsqTapered), pos.checkers()};
}

Key keyOf(const char* fen) {
    auto pos = Position::fromFen(fen);
    return pos.ok() ? pos->key() : 0;
}

} // namespace

class TestZobrist : public QObject {
    Q_OBJECT
private slots:
    // Random tables make every square and piece matter to the sums (the evaluators fill them
    // with real values later; Position only adds and subtracts).
    void initTestCase() {
        Position::init();
        std::mt19937 rng(12345);
        std::uniform_int_distribution<int> value(-300, 300);
        for (auto& set : psqTable)
            for (auto& piece : set)
                for (auto& entry : piece) entry = packScore(value(rng), value(rng));
    }

    void incrementalEqualsRecomputed_data() {
        QTest::addColumn<QString>("fen");
        for (const char* fen : kStarts) QTest::newRow(fen) << QString::fromLatin1(fen);
    }
    void incrementalEqualsRecomputed() {
        QFETCH(QString, fen);
        auto parsed = Position::fromFen(fen.toStdString());
        QVERIFY2(parsed.ok(), parsed.error().c_str());
        Position& pos = *parsed;
        QCOMPARE(pos.psq(PsqSimplified), pos.computePsq(PsqSimplified));
        QCOMPARE(pos.psq(PsqTapered), pos.computePsq(PsqTapered));
        const Snapshot start = snapshot(pos);

        std::mt19937_64 rng(qHash(fen));
        int moves = 0, exactPredictions = 0;
        for (int game = 0; game < 6; ++game) {
            std::vector<Snapshot> path{start};
            for (int ply = 0; ply < 300; ++ply) {
                const MoveList list = legalMoves(pos);
                if (list.empty()) break;
                // Now and then a null move, as the search makes them.
                if (!pos.inCheck() && rng() % 16 == 0) {
                    pos.makeNullMove();
                    QCOMPARE(pos.key(), pos.computeKey());
                    QCOMPARE(pos.pawnKey(), pos.computePawnKey());
                    pos.unmakeNullMove();
                    QCOMPARE(snapshot(pos), path.back());
                }
                const Move m = list[int(rng() % std::uint64_t(list.size()))];
                const Key predicted = pos.keyAfter(m);
                const int rightsBefore = pos.castlingRights();
                pos.makeMove(m);
                ++moves;
                // The prefetch key is exact for every move that changes no castling right, sets
                // no en-passant square and is no castling, promotion or en-passant capture.
                if (m.kind() == MoveKind::Normal && pos.castlingRights() == rightsBefore &&
                    pos.enPassantSquare() == SqNone) {
                    QCOMPARE(predicted, pos.key());
                    ++exactPredictions;
                }
                QCOMPARE(pos.key(), pos.computeKey());
                QCOMPARE(pos.pawnKey(), pos.computePawnKey());
                QCOMPARE(pos.nonPawnKey(White), pos.computeNonPawnKey(White));
                QCOMPARE(pos.nonPawnKey(Black), pos.computeNonPawnKey(Black));
                QCOMPARE(pos.minorKey(), pos.computeMinorKey());
                QCOMPARE(pos.psq(PsqSimplified), pos.computePsq(PsqSimplified));
                QCOMPARE(pos.psq(PsqTapered), pos.computePsq(PsqTapered));
                // The same position read from its FEN has the same keys.
                auto reread = Position::fromFen(pos.fen());
                QVERIFY2(reread.ok(), reread.error().c_str());
                QCOMPARE(reread->key(), pos.key());
                QCOMPARE(reread->pawnKey(), pos.pawnKey());
                QCOMPARE(reread->nonPawnKey(White), pos.nonPawnKey(White));
                QCOMPARE(reread->nonPawnKey(Black), pos.nonPawnKey(Black));
                QCOMPARE(reread->minorKey(), pos.minorKey());
                QCOMPARE(reread->psq(PsqTapered), pos.psq(PsqTapered));
                path.push_back(snapshot(pos));
            }
            // Back to the start, checking every position on the way.
            while (path.size() > 1) {
                pos.unmakeMove();
                path.pop_back();
                QCOMPARE(snapshot(pos), path.back());
            }
            QCOMPARE(snapshot(pos), start);
        }
        QVERIFY(moves > 500);
        QVERIFY(exactPredictions > moves / 2);
    }

    // Different move orders to one position give one key; side, castling and en passant count.
    void transpositionsAndState() {
        Position a, b;
        for (const char* uci : {"g1f3", "g8f6", "b1c3", "b8c6"}) {
            const auto m = findMove(a, uci);
            QVERIFY(m);
            a.makeMove(*m);
        }
        for (const char* uci : {"b1c3", "b8c6", "g1f3", "g8f6"}) {
            const auto m = findMove(b, uci);
            QVERIFY(m);
            b.makeMove(*m);
        }
        QCOMPARE(a.key(), b.key());
        QCOMPARE(a.fen(), b.fen());

        const Key base = keyOf("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        QVERIFY(base != 0);
        QVERIFY(keyOf("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1") != base);
        QVERIFY(keyOf("r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1") != base);
        QVERIFY(keyOf("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1") != base);
        // Clocks are not part of the key.
        QCOMPARE(keyOf("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 37 60"), base);
        QVERIFY(keyOf("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3") !=
                keyOf("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3"));
        // The pawn key sees pawns only.
        QCOMPARE(Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")->pawnKey(),
                 Position::fromFen("4k3/8/8/8/8/8/4P3/3QK3 b - - 0 1")->pawnKey());
        // A side's non-pawn key sees that side's other pieces only.
        const auto withQueen = Position::fromFen("4k3/8/8/8/8/8/4P3/3QK3 b - - 0 1");
        const auto withoutQueen = Position::fromFen("4k3/8/8/8/8/8/3pP3/4K3 w - - 0 1");
        QCOMPARE(withQueen->nonPawnKey(Black), withoutQueen->nonPawnKey(Black));
        QVERIFY(withQueen->nonPawnKey(White) != withoutQueen->nonPawnKey(White));
        // The minor key sees both sides' knights, bishops and kings, and nothing else.
        QCOMPARE(withQueen->minorKey(), withoutQueen->minorKey());
        const auto knight = Position::fromFen("4k3/8/8/8/8/5n2/4P3/3QK3 w - - 0 1");
        const auto knightMoved = Position::fromFen("4k3/8/8/8/8/8/4P1n1/3QK3 w - - 0 1");
        QVERIFY(knight->minorKey() != withQueen->minorKey());
        QVERIFY(knight->minorKey() != knightMoved->minorKey());
        QVERIFY(Position::fromFen("3k4/8/8/8/8/8/4P3/3QK3 b - - 0 1")->minorKey() != withQueen->minorKey());
    }

    // Distinct positions (clocks aside) from random games get distinct keys.
    void noCollisions() {
        std::map<Key, std::string> seen;
        std::mt19937_64 rng(4242);
        for (int game = 0; game < 60; ++game) {
            Position pos;
            for (int ply = 0; ply < 100; ++ply) {
                const MoveList list = legalMoves(pos);
                if (list.empty()) break;
                pos.makeMove(list[int(rng() % std::uint64_t(list.size()))]);
                std::string fen = pos.fen();
                fen.erase(fen.rfind(' ', fen.rfind(' ') - 1)); // drop the clocks
                auto [it, inserted] = seen.emplace(pos.key(), fen);
                if (!inserted) QCOMPARE(QString::fromStdString(it->second), QString::fromStdString(fen));
            }
        }
        QVERIFY(seen.size() > 4000);
    }

private:
    static std::optional<Move> findMove(const Position& pos, const char* uci) {
        for (Move m : legalMoves(pos))
            if (squareName(m.from()) + squareName(m.to()) == uci) return m;
        return std::nullopt;
    }
};

QTEST_APPLESS_MAIN(TestZobrist)
#include "tst_zobrist.moc"
