#include "core/types.h"

namespace eschess {

char pieceChar(Piece p) {
    constexpr const char* kChars = " PNBRQK  pnbrqk ";
    return kChars[p & 15];
}

std::string squareName(Square s) {
    if (!isValid(s)) return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

Square parseSquare(std::string_view text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return SqNone;
    return makeSquare(text[0] - 'a', text[1] - '1');
}

} // namespace eschess
