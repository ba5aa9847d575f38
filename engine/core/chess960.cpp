#include "core/chess960.h"

#include <array>
#include <cctype>

namespace eschess {

std::string chess960BackRank(int number) {
    number = ((number % kChess960Positions) + kChess960Positions) % kChess960Positions;
    std::string rank(8, ' ');
    // The number is read in mixed radix: the light-squared bishop (4 choices), the dark-squared
    // bishop (4), the queen among the 6 free squares, the knights' pair among the 5 left (10
    // pairs); the last three squares take rook, king, rook, so the king stands between them.
    rank[std::size_t(2 * (number % 4) + 1)] = 'B';
    number /= 4;
    rank[std::size_t(2 * (number % 4))] = 'B';
    number /= 4;
    auto freeSquare = [&](int index) {
        for (std::size_t i = 0; i < 8; ++i)
            if (rank[i] == ' ' && index-- == 0) return i;
        return std::size_t(8);
    };
    rank[freeSquare(number % 6)] = 'Q';
    number /= 6;
    static constexpr std::array<std::array<int, 2>, 10> kKnightPairs{
        {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
    const auto pair = kKnightPairs[std::size_t(number)];
    // The second knight's index counts the squares still free after the first is placed.
    rank[freeSquare(pair[0])] = 'N';
    rank[freeSquare(pair[1] - 1)] = 'N';
    rank[freeSquare(0)] = 'R';
    rank[freeSquare(0)] = 'K';
    rank[freeSquare(0)] = 'R';
    return rank;
}

std::string chess960StartFen(int number) {
    const std::string white = chess960BackRank(number);
    std::string black = white;
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

} // namespace eschess
