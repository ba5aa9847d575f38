#pragma once
// Chess960 (Fischer random chess) starting positions, numbered 0 to 959 as Reinhard Scharnagl
// numbered them; number 518 is the standard starting position.

#include <string>

namespace eschess {

inline constexpr int kChess960Positions = 960;
inline constexpr int kChess960Standard = 518;

// The first rank of position `number` (0–959), as FEN letters for White: "RNBQKBNR" for 518.
std::string chess960BackRank(int number);
// The whole starting FEN, with the castling rights in X-FEN letters (KQkq: each rook is the
// outermost on its side), which Position::fromFen(fen, true) reads.
std::string chess960StartFen(int number);

} // namespace eschess
