#pragma once
// A chess position on bitboards, with make/unmake, Zobrist keys, check and pin information,
// repetition history and incrementally summed piece-square tables.
//
// Position owns its undo history, so a copy is self-contained (the GUI copies positions freely;
// the search makes and unmakes on one instance). Standard chess and Chess960: castling is
// described per position (where each right's rook stands, what must be empty and safe), so the
// same code serves both; the Chess960 flag changes only how castling is written (FEN, UCI).

#include "core/bitboard.h"
#include "core/parsed.h"
#include "core/psqt.h"
#include "core/types.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace eschess {

class Position {
public:
    static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    // Fills attack tables and Zobrist keys; safe to call more than once.
    static void init();

    Position(); // the standard starting position
    // With chess960, the castling field may name rooks by file (Shredder-FEN "HAha") or by
    // side (X-FEN: K and Q the outermost rook), and the king and rooks may stand anywhere on
    // their first rank; without it, K, Q, k and q need the king on e1/e8 and rooks in corners.
    static Parsed<Position> fromFen(std::string_view fen, bool chess960 = false);
    // Standard chess when the castling field allows it, else Chess960 (a field such as "HAha",
    // or K with the king off e1): for FEN text that does not say which game it is from (EPD
    // files, a pasted FEN, a PGN without a Variant tag). Errors are standard chess's.
    static Parsed<Position> fromFenDetectingChess960(std::string_view fen);
    std::string fen() const;
    bool isChess960() const { return m_chess960; }

    // Board queries.
    Piece pieceOn(Square s) const { return m_board[s]; }
    bool empty(Square s) const { return m_board[s] == NoPiece; }
    Bitboard pieces() const { return m_byColor[White] | m_byColor[Black]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(PieceType pt) const { return m_byType[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return m_byType[a] | m_byType[b]; }
    Bitboard pieces(Color c, PieceType pt) const { return m_byColor[c] & m_byType[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return m_byColor[c] & (m_byType[a] | m_byType[b]); }
    int count(Color c, PieceType pt) const { return popCount(pieces(c, pt)); }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }

    Color sideToMove() const { return m_side; }
    int castlingRights() const { return st().castling; }
    bool canCastle(CastlingRight r) const { return st().castling & r; }
    // Where right r's rook starts (the corner in standard chess); SqNone if the position began
    // without the right.
    Square castlingRookSquare(CastlingRight r) const { return m_castling.rook[castlingIndex(r)]; }
    // Squares that must be empty for right r (those the king and rook cross or land on, but
    // their own), and those the king crosses or lands on, which must not be attacked.
    Bitboard castlingPath(CastlingRight r) const { return m_castling.path[castlingIndex(r)]; }
    Bitboard castlingKingPath(CastlingRight r) const { return m_castling.kingPath[castlingIndex(r)]; }
    struct RookMove {
        Square from, to;
    };
    // The rook's journey in castling move m by colour us.
    RookMove castlingRookMove(Color us, Move m) const {
        const bool kingSide = isKingSideCastling(m.to());
        return {castlingRookSquare(castlingRight(us, kingSide)), castlingRookTo(us, kingSide)};
    }
    Square enPassantSquare() const { return st().epSquare; }
    int halfmoveClock() const { return st().halfmoveClock; }
    int fullmoveNumber() const { return 1 + m_gamePly / 2; }
    int gamePly() const { return m_gamePly; }
    Key key() const { return st().key; }
    Key pawnKey() const { return st().pawnKey; }
    // The placement of one side's pieces other than pawns (king included), for the search's
    // correction history.
    Key nonPawnKey(Color c) const { return st().nonPawnKey[c]; }
    // The placement of both sides' knights, bishops and kings, for the same history.
    Key minorKey() const { return st().minorKey; }
    // The key after m, good enough to prefetch the child's hash-table slot before making the move:
    // changes of castling rights, en passant and promotion are not all reflected.
    Key keyAfter(Move m) const;

    // Check and pin information for the side to move, kept up to date by makeMove.
    Bitboard checkers() const { return st().checkers; }
    // Where a piece of this type would give check to the opponent's king (discoveries aside).
    Bitboard checkSquares(PieceType pt) const { return st().checkSquares[pt]; }
    bool inCheck() const { return st().checkers != 0; }
    // Pieces of either colour that shield king c from an enemy slider.
    Bitboard blockersForKing(Color c) const { return st().blockers[c]; }

    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    bool isAttacked(Square s, Color by) const { return attackersTo(s) & pieces(by); }

    // Move facts (the move must be legal in this position unless stated).
    Piece movedPiece(Move m) const { return m_board[m.from()]; }
    bool isCapture(Move m) const {
        return (!empty(m.to()) && m.kind() != MoveKind::Castling) || m.kind() == MoveKind::EnPassant;
    }
    bool isCaptureOrPromotion(Move m) const { return isCapture(m) || m.isPromotion(); }
    Piece capturedPiece(Move m) const;
    bool givesCheck(Move m) const;
    // True when m is legal here; accepts any 16-bit value (used to vet hash-table moves and input).
    bool isLegal(Move m) const;
    bool isPseudoLegalAndLegal(Move m) const { return isLegal(m); }

    void makeMove(Move m);
    void unmakeMove();
    void makeNullMove();
    void unmakeNullMove();
    Move lastMove() const { return m_states.size() > 1 ? st().move : Move::none(); }
    Piece lastCaptured() const { return st().captured; }
    int pliesFromNull() const { return st().pliesFromNull; }

    // Static exchange evaluation: true when the exchange started by m gains at least threshold.
    bool seeGE(Move m, Value threshold) const;
    // The exchange's value in centipawns, with the textbook values (core/piece_values.h).
    Value see(Move m) const;

    // Repetition: has the current position occurred before (since the last irreversible move)?
    // With countOnce, one earlier occurrence counts (what a search wants); else two (threefold).
    bool isRepetition(bool countOnce = true) const;
    int repetitionCount() const; // how many times the current position occurred before
    bool hasInsufficientMaterial() const;
    bool hasNonPawnMaterial(Color c) const { return pieces(c) & ~pieces(Pawn, King); }

    std::int32_t psq(PsqSet set) const { return m_psq[set]; }
    // Recomputes a table sum from scratch; used to check the incremental one.
    std::int32_t computePsq(PsqSet set) const;
    Key computeKey() const;
    Key computePawnKey() const;
    Key computeNonPawnKey(Color c) const;
    Key computeMinorKey() const;
    // Re-reads the piece-square tables after an evaluator changed them.
    void refreshPsq();

    std::string pretty() const; // an ASCII board with the FEN, for `d`

private:
    struct EmptyTag {};
    explicit Position(EmptyTag);
    // The Zobrist key of the pieces on these squares (what the pawn and non-pawn keys are).
    Key placementKey(Bitboard squares) const;

    struct State {
        Key key = 0;
        Key pawnKey = 0;
        Key nonPawnKey[ColorCount] = {0, 0};
        Key minorKey = 0;
        Bitboard checkers = 0;
        Bitboard blockers[ColorCount] = {0, 0};
        // By piece type, the squares from which a piece of the side to move would check the
        // other king (with today's occupancy): givesCheck's direct checks, one lookup each.
        Bitboard checkSquares[PieceTypeCount] = {};
        std::uint8_t castling = 0;
        Square epSquare = SqNone;
        int halfmoveClock = 0;
        int pliesFromNull = 0;
        Piece captured = NoPiece;
        Move move;
    };

    const State& st() const { return m_states.back(); }
    State& st() { return m_states.back(); }
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void updateCheckInfo();
    Bitboard sliderBlockers(Bitboard sliders, Square target) const;
    static Parsed<Position> parseFen(std::string_view fen, bool chess960);
    // Records the castling right of `us` on that side, whose king stands on kingSq and rook on rookSq.
    void addCastlingRight(Color us, bool kingSide, Square kingSq, Square rookSq);
    std::string castlingField() const;

    // Castling as this game has it, fixed from the FEN on.
    struct Castling {
        Square rook[4] = {SqNone, SqNone, SqNone, SqNone};
        Bitboard path[4] = {};
        Bitboard kingPath[4] = {};
        // The rights lost when a piece leaves or lands on a square (king and rooks' squares).
        std::uint8_t lostAt[SquareCount] = {};
    };

    Piece m_board[SquareCount];
    Bitboard m_byType[PieceTypeCount];
    Bitboard m_byColor[ColorCount];
    Color m_side = White;
    int m_gamePly = 0;
    std::int32_t m_psq[PsqSetCount] = {0, 0};
    bool m_chess960 = false;
    Castling m_castling;
    std::vector<State> m_states;
};

// The first field of a FEN for any 64 squares, legal or not (ranks 8 to 1, runs of empty
// squares as digits): Position::fen and the position editor write it alike.
std::string fenPlacement(std::span<const Piece, SquareCount> board);
// The castling field: the rights' letters in K, Q, k, q order, "-" for none.
std::string fenCastling(int rights);

} // namespace eschess
