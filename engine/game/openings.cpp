#include "game/openings.h"

#include "notation/san.h"

namespace eschess {

namespace {

// The next field of a tab-separated line (the rest of it when there is no tab).
std::string_view field(std::string_view& line) {
    const size_t tab = line.find('\t');
    const std::string_view f = line.substr(0, tab);
    line = tab == std::string_view::npos ? std::string_view() : line.substr(tab + 1);
    return f;
}

} // namespace

std::vector<std::string> OpeningIndex::addTsv(std::string_view text) {
    std::vector<std::string> errors;
    int number = 0;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || (number == 1 && line.substr(0, 3) == "eco")) continue;
        const std::string_view eco = field(line), name = field(line), moves = field(line);
        const std::string where = "line " + std::to_string(number) + ": ";
        if (eco.empty() || name.empty() || moves.empty()) {
            errors.push_back(where + "expected eco, name and moves separated by tabs");
            continue;
        }
        Position pos;
        bool ok = true;
        size_t at = 0;
        while (ok && at < moves.size()) {
            const size_t space = moves.find(' ', at);
            const std::string_view word = moves.substr(at, space == std::string_view::npos ? moves.size() - at : space - at);
            at = space == std::string_view::npos ? moves.size() : space + 1;
            if (word.empty() || word.back() == '.') continue; // a move number
            const auto move = parseSan(pos, word);
            if (!move) {
                errors.push_back(where + move.error());
                ok = false;
            } else {
                pos.makeMove(*move);
            }
        }
        if (ok) m_byKey.try_emplace(pos.key(), Opening{std::string(eco), std::string(name)});
    }
    return errors;
}

const Opening* OpeningIndex::find(const Position& pos) const {
    const auto it = m_byKey.find(pos.key());
    return it == m_byKey.end() ? nullptr : &it->second;
}

const Opening* OpeningIndex::classify(const Position& start, const std::vector<Move>& moves) const {
    Position pos = start;
    const Opening* found = find(pos);
    for (const Move m : moves) {
        if (!pos.isLegal(m)) break;
        pos.makeMove(m);
        if (const Opening* o = find(pos)) found = o;
    }
    return found;
}

} // namespace eschess
