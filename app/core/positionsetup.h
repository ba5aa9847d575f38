#pragma once

#include "core/parsed.h"
#include "core/position.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace eschess::app {

// A position being set up by hand in the board editor. Unlike eschess::Position it may be
// anything while the user edits it (no kings, pawns on the back rank, the wrong side in
// check); only what the engine's FEN parser accepts becomes a position, and the parser's
// message says what is wrong. Castling rights and the en passant square are kept as the user
// set them, but the FEN carries only those the placement allows, so moving a rook away and
// back restores its right.
class PositionSetup {
  public:
    PositionSetup(); // an empty board, White to move, move 1
    static PositionSetup standard();
    static PositionSetup fromPosition(const eschess::Position& pos);

    eschess::Piece pieceOn(eschess::Square sq) const { return m_board[sq]; }
    void setPiece(eschess::Square sq, eschess::Piece piece); // NoPiece empties the square
    // Moves whatever stands on `from` to `to`, replacing what was there.
    void movePiece(eschess::Square from, eschess::Square to);
    void clearBoard();

    eschess::Color sideToMove() const { return m_side; }
    void setSideToMove(eschess::Color side) { m_side = side; }

    // Chess960 castling: a right needs the king anywhere on its first rank and a rook of its
    // side on that side of it (the outermost one castles, as X-FEN's K and Q say); standard
    // chess needs king and rook on their starting squares.
    bool isChess960() const { return m_chess960; }
    void setChess960(bool on) { m_chess960 = on; }

    // The right as the user set it, and whether the placement allows it (king and rook on
    // their starting squares, or as Chess960 allows).
    bool castlingWanted(eschess::CastlingRight right) const { return m_castling & right; }
    void setCastlingWanted(eschess::CastlingRight right, bool on);
    bool castlingPossible(eschess::CastlingRight right) const;
    // All four rights on where the placement allows them, off where it does not.
    void setCastlingFromPlacement();

    // Squares the side to move could capture en passant on: an enemy pawn that may just have
    // made its double step in front of it, the two squares behind that pawn empty.
    std::vector<eschess::Square> enPassantCandidates() const;
    eschess::Square enPassantWanted() const { return m_enPassant; }
    void setEnPassantWanted(eschess::Square sq) { m_enPassant = sq; }

    int halfmoveClock() const { return m_halfmove; }
    void setHalfmoveClock(int plies);
    int fullmoveNumber() const { return m_fullmove; }
    void setFullmoveNumber(int number);

    // Always well-formed FEN text, legal or not.
    std::string fen() const;
    // The position, or the parser's message ("FEN: piece placement: no white king").
    eschess::Parsed<eschess::Position> position() const;

  private:
    std::array<eschess::Piece, eschess::SquareCount> m_board{};
    eschess::Color m_side = eschess::White;
    bool m_chess960 = false;
    int m_castling = eschess::NoCastling;
    eschess::Square m_enPassant = eschess::SqNone;
    int m_halfmove = 0;
    int m_fullmove = 1;
};

} // namespace eschess::app
