#include "notation/pgnstream.h"

#include <algorithm>
#include <cctype>

namespace eschess {

namespace {

// A tag pair's opening: the line's first character other than white space is '['. Outside a
// comment nothing else starts that way ("[%eval …]" lives inside braces, which are tracked);
// readPgn takes any tag name, so neither is the name checked here.
bool opensTag(std::string_view line) {
    const std::size_t first = line.find_first_not_of(" \t\r\v\f");
    return first != std::string_view::npos && line[first] == '[';
}

bool blank(std::string_view line) {
    return std::all_of(line.begin(), line.end(),
                       [](char c) { return std::isspace(static_cast<unsigned char>(c)); });
}

} // namespace

void PgnStreamReader::BoundaryScan::line(std::string_view line, std::size_t offset) {
    if (!inComment && !line.empty() && line[0] == '%') return; // an escape line: ignored entirely
    if (!inComment && opensTag(line)) {
        if (afterMoves) lastStart = offset;
        afterMoves = false;
        return; // a brace or ';' in a tag's value opens no comment
    }
    if (!blank(line)) afterMoves = true;
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

std::size_t PgnStreamReader::lastGameStart(std::string_view text) {
    BoundaryScan scan;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        scan.line(text.substr(pos, end - pos), pos);
        pos = end + 1;
    }
    return scan.lastStart;
}

PgnReadResult PgnStreamReader::parse(std::size_t length) {
    const std::string_view head(m_pending.data(), length);
    PgnReadResult result = readPgn(head, m_origin);
    m_origin.gamesBefore = result.gamesSeen;
    m_origin.linesBefore += int(std::count(head.begin(), head.end(), '\n'));
    m_lastOffset = m_consumed;
    m_lastLength = length;
    m_consumed += length;
    m_pending.erase(0, length);
    // The scan's knowledge of the lines after the cut still holds; its offsets move with them.
    m_scanned -= std::min(m_scanned, length);
    m_searched -= std::min(m_searched, length);
    m_scan.lastStart = 0;
    return result;
}

PgnReadResult PgnStreamReader::feed(std::string_view text) {
    m_pending.append(text);
    // Only whole lines: the last, unfinished one is scanned once its end arrives. The search for
    // that end resumes where the last one stopped, so a long line costs one pass, not one a feed.
    for (std::size_t end; (end = m_pending.find('\n', std::max(m_scanned, m_searched))) != std::string::npos;
         m_scanned = end + 1)
        m_scan.line(std::string_view(m_pending).substr(m_scanned, end - m_scanned), m_scanned);
    m_searched = m_pending.size();
    if (m_scan.lastStart > 0) return parse(m_scan.lastStart);
    // No game ends in all this text: read it as it is rather than hold ever more of it.
    if (m_pending.size() > kMaxPieceBytes) return parse(m_pending.size());
    return {};
}

PgnReadResult PgnStreamReader::finish() {
    PgnReadResult result = parse(m_pending.size());
    m_pending.clear();
    m_scanned = m_searched = 0;
    m_scan = BoundaryScan();
    return result;
}

} // namespace eschess
