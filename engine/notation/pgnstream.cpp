#include "notation/pgnstream.h"

#include <algorithm>
#include <cctype>

namespace eschess {

namespace {

// A tag pair's opening: '[' then a tag name's first character (not "[%eval …]" in a comment
// that happens to start a line).
bool opensTag(std::string_view line) {
    return line.size() >= 2 && line[0] == '[' &&
           (std::isalnum(static_cast<unsigned char>(line[1])) || line[1] == '_');
}

bool blank(std::string_view line) {
    return std::all_of(line.begin(), line.end(),
                       [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

} // namespace

std::size_t PgnStreamReader::lastGameStart(std::string_view text) {
    std::size_t last = 0;
    bool inComment = false;  // inside { … }, which may span lines
    bool afterMoves = false; // a line of movetext came since the last tag line
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        if (!inComment && !line.empty() && line[0] == '%') continue; // an escape line: ignored entirely
        if (!inComment && opensTag(line)) {
            if (afterMoves) last = std::size_t(line.data() - text.data());
            afterMoves = false;
        } else if (!blank(line)) {
            afterMoves = true;
        }
        // Braces open and close comments; a ';' outside one comments out the rest of the line.
        for (char c : line) {
            if (inComment) {
                if (c == '}') inComment = false;
            } else if (c == '{') {
                inComment = true;
            } else if (c == ';') {
                break;
            }
        }
    }
    return last;
}

PgnReadResult PgnStreamReader::parse(std::size_t length) {
    const std::string_view head(m_pending.data(), length);
    PgnReadResult result = readPgn(head, m_origin);
    m_origin.gamesBefore = result.gamesSeen;
    m_origin.linesBefore += int(std::count(head.begin(), head.end(), '\n'));
    m_pending.erase(0, length);
    return result;
}

PgnReadResult PgnStreamReader::feed(std::string_view text) {
    m_pending.append(text);
    const std::size_t cut = lastGameStart(m_pending);
    if (cut > 0) return parse(cut);
    // No game ends in all this text: read it as it is rather than hold ever more of it.
    if (m_pending.size() > kMaxPieceBytes) return parse(m_pending.size());
    return {};
}

PgnReadResult PgnStreamReader::finish() {
    PgnReadResult result = parse(m_pending.size());
    m_pending.clear();
    return result;
}

} // namespace eschess
