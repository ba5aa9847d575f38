#include "app/core/positionsetup.h"

#include <algorithm>

namespace eschess::app {

namespace {

constexpr CastlingRight kRights[] = {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide};

struct CastlingSquares {
    Square king;
    Square rook;
    char letter;
};

CastlingSquares castlingSquares(CastlingRight right) {
    switch (right) {
    case WhiteKingSide:
        return {SqE1, SqH1, 'K'};
    case WhiteQueenSide:
        return {SqE1, SqA1, 'Q'};
    case BlackKingSide:
        return {SqE8, SqH8, 'k'};
    default:
        return {SqE8, SqA8, 'q'};
    }
}

} // namespace

PositionSetup::PositionSetup() {
    m_board.fill(NoPiece);
}

PositionSetup PositionSetup::standard() {
    return fromPosition(*Position::fromFen(Position::kStartFen));
}

PositionSetup PositionSetup::fromPosition(const Position& pos) {
    PositionSetup setup;
    for (int sq = SqA1; sq <= SqH8; ++sq) setup.m_board[sq] = pos.pieceOn(Square(sq));
    setup.m_side = pos.sideToMove();
    setup.m_castling = pos.castlingRights();
    setup.m_enPassant = pos.enPassantSquare();
    setup.m_halfmove = pos.halfmoveClock();
    setup.m_fullmove = pos.fullmoveNumber();
    return setup;
}

void PositionSetup::setPiece(Square sq, Piece piece) {
    if (isValid(sq)) m_board[sq] = piece;
}

void PositionSetup::movePiece(Square from, Square to) {
    if (!isValid(from) || !isValid(to) || from == to) return;
    m_board[to] = m_board[from];
    m_board[from] = NoPiece;
}

void PositionSetup::clearBoard() {
    m_board.fill(NoPiece);
}

void PositionSetup::setCastlingWanted(CastlingRight right, bool on) {
    m_castling = on ? (m_castling | right) : (m_castling & ~right);
}

bool PositionSetup::castlingPossible(CastlingRight right) const {
    const CastlingSquares s = castlingSquares(right);
    const Color side = (right == WhiteKingSide || right == WhiteQueenSide) ? White : Black;
    return m_board[s.king] == makePiece(side, King) && m_board[s.rook] == makePiece(side, Rook);
}

void PositionSetup::setCastlingFromPlacement() {
    m_castling = NoCastling;
    for (CastlingRight right : kRights)
        if (castlingPossible(right)) m_castling |= right;
}

std::vector<Square> PositionSetup::enPassantCandidates() const {
    // The same test as the FEN parser's: the pawn that moved two squares stands one rank
    // beyond the target, and the target and the square it came from are empty.
    std::vector<Square> squares;
    const int targetRank = m_side == White ? 5 : 2;
    const int push = pawnPush(m_side);
    for (int file = 0; file < 8; ++file) {
        const Square target = makeSquare(file, targetRank);
        if (m_board[target - push] == makePiece(~m_side, Pawn) && m_board[target] == NoPiece &&
            m_board[target + push] == NoPiece)
            squares.push_back(target);
    }
    return squares;
}

void PositionSetup::setHalfmoveClock(int plies) {
    m_halfmove = std::max(0, plies);
}

void PositionSetup::setFullmoveNumber(int number) {
    m_fullmove = std::max(1, number);
}

std::string PositionSetup::fen() const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int emptyRun = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece piece = m_board[makeSquare(file, rank)];
            if (piece == NoPiece) {
                ++emptyRun;
                continue;
            }
            if (emptyRun) out += char('0' + emptyRun);
            emptyRun = 0;
            out += pieceChar(piece);
        }
        if (emptyRun) out += char('0' + emptyRun);
        if (rank) out += '/';
    }
    out += m_side == White ? " w " : " b ";
    std::string rights;
    for (CastlingRight right : kRights)
        if (castlingWanted(right) && castlingPossible(right)) rights += castlingSquares(right).letter;
    out += rights.empty() ? "-" : rights;
    const std::vector<Square> candidates = enPassantCandidates();
    const bool enPassant = std::find(candidates.begin(), candidates.end(), m_enPassant) != candidates.end();
    out += ' ' + (enPassant ? squareName(m_enPassant) : std::string("-"));
    out += ' ' + std::to_string(m_halfmove) + ' ' + std::to_string(m_fullmove);
    return out;
}

Parsed<Position> PositionSetup::position() const {
    return Position::fromFen(fen());
}

} // namespace eschess::app
