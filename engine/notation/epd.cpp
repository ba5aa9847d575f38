#include "notation/epd.h"

#include "notation/text.h"

#include "notation/san.h"

#include <algorithm>
#include <charconv>

namespace eschess {

namespace {

using text::isSpace;
using text::quoted;

bool isDigits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}
bool isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A non-negative number of at most 6 digits, or -1.
int smallNumber(std::string_view s) {
    if (!isDigits(s) || s.size() > 6) return -1;
    int value = 0;
    std::from_chars(s.data(), s.data() + s.size(), value);
    return value;
}

bool needsQuotes(std::string_view opcode, std::string_view operand) {
    if (opcode == "id" || (opcode.size() == 2 && opcode[0] == 'c' && opcode[1] >= '0' && opcode[1] <= '9'))
        return true;
    if (operand.empty()) return true;
    for (char c : operand)
        if (isSpace(c) || c == ';' || c == '"') return true;
    return false;
}

// Reads the operations after the position fields; i indexes text.
Parsed<std::vector<std::pair<std::string, std::vector<std::string>>>> readOperations(std::string_view text) {
    using Ops = std::vector<std::pair<std::string, std::vector<std::string>>>;
    Ops ops;
    size_t i = 0;
    while (true) {
        while (i < text.size() && (isSpace(text[i]) || text[i] == ';')) ++i;
        if (i >= text.size()) break;
        const size_t start = i;
        while (i < text.size() && !isSpace(text[i]) && text[i] != ';') ++i;
        const std::string_view opcode = text.substr(start, i - start);
        bool valid = isLetter(opcode[0]) && opcode.size() <= 15;
        for (char c : opcode) valid = valid && (isLetter(c) || (c >= '0' && c <= '9') || c == '_');
        if (!valid)
            return Parsed<Ops>::failure("EPD: operation " + std::to_string(ops.size() + 1) + ": " +
                                        quoted(opcode) +
                                        " is not an opcode (letters, digits and _, starting with a letter)");
        std::vector<std::string> operands;
        while (true) {
            while (i < text.size() && isSpace(text[i])) ++i;
            if (i >= text.size()) break; // a missing final ';' is forgiven
            if (text[i] == ';') {
                ++i;
                break;
            }
            std::string operand;
            if (text[i] == '"') {
                ++i;
                bool closed = false;
                while (i < text.size()) {
                    char c = text[i++];
                    if (c == '"') {
                        closed = true;
                        break;
                    }
                    if (c == '\\' && i < text.size() && (text[i] == '"' || text[i] == '\\')) c = text[i++];
                    operand += c;
                }
                if (!closed)
                    return Parsed<Ops>::failure("EPD: " + std::string(opcode) +
                                                ": string without closing quote");
            } else {
                const size_t s = i;
                while (i < text.size() && !isSpace(text[i]) && text[i] != ';') ++i;
                operand = std::string(text.substr(s, i - s));
            }
            operands.push_back(std::move(operand));
        }
        ops.emplace_back(std::string(opcode), std::move(operands));
    }
    return ops;
}

std::vector<Move> sanMoves(const EpdRecord& r, std::string_view opcode) {
    std::vector<Move> moves;
    for (const std::string& san : r.operands(opcode)) {
        auto m = parseSan(r.position, san);
        if (m) moves.push_back(*m);
    }
    return moves;
}

} // namespace

bool EpdRecord::has(std::string_view opcode) const {
    for (const auto& op : operations)
        if (op.first == opcode) return true;
    return false;
}

std::vector<std::string> EpdRecord::operands(std::string_view opcode) const {
    for (const auto& op : operations)
        if (op.first == opcode) return op.second;
    return {};
}

std::string EpdRecord::id() const {
    const auto ops = operands("id");
    return ops.empty() ? std::string() : ops.front();
}

std::vector<Move> EpdRecord::bestMoves() const {
    return sanMoves(*this, "bm");
}
std::vector<Move> EpdRecord::avoidMoves() const {
    return sanMoves(*this, "am");
}

int EpdRecord::directMate() const {
    const auto ops = operands("dm");
    return ops.empty() ? 0 : std::max(0, smallNumber(ops.front()));
}

Parsed<EpdRecord> parseEpd(std::string_view line) {
    using Result = Parsed<EpdRecord>;
    EpdRecord record;

    // The four position fields.
    size_t i = 0;
    std::vector<std::string_view> fields;
    while (fields.size() < 4) {
        while (i < line.size() && isSpace(line[i])) ++i;
        if (i >= line.size()) break;
        const size_t start = i;
        while (i < line.size() && !isSpace(line[i]) && line[i] != ';') ++i;
        if (i == start) break; // a ';' where a field should be
        fields.push_back(line.substr(start, i - start));
    }
    if (fields.empty()) return Result::failure("EPD: empty line");
    if (fields.size() < 4)
        return Result::failure(
            "EPD: expected 4 position fields (placement, side, castling, en passant), found " +
            std::to_string(fields.size()));
    record.fen = std::string(fields[0]) + ' ' + std::string(fields[1]) + ' ' + std::string(fields[2]) + ' ' +
                 std::string(fields[3]);

    // Some files keep FEN's two clock fields; accept them.
    std::string clocks[2] = {"0", "1"};
    for (int k = 0; k < 2; ++k) {
        size_t j = i;
        while (j < line.size() && isSpace(line[j])) ++j;
        size_t end = j;
        while (end < line.size() && !isSpace(line[end]) && line[end] != ';') ++end;
        if (end == j || !isDigits(line.substr(j, end - j))) break;
        clocks[k] = std::string(line.substr(j, end - j));
        i = end;
    }

    auto ops = readOperations(line.substr(i));
    if (!ops) return Result::failure(ops.error());
    record.operations = std::move(*ops);

    for (const char* clock : {"hmvc", "fmvn"}) {
        if (!record.has(clock)) continue;
        const auto values = record.operands(clock);
        if (values.size() != 1 || smallNumber(values[0]) < 0)
            return Result::failure(std::string("EPD: ") + clock + ": expected one non-negative number");
        clocks[clock[0] == 'h' ? 0 : 1] = values[0];
    }

    auto pos = Position::fromFenDetectingChess960(record.fen + ' ' + clocks[0] + ' ' + clocks[1]);
    if (!pos) return Result::failure("EPD: " + pos.error());
    record.position = std::move(*pos);

    for (const char* opcode : {"bm", "am"}) {
        if (!record.has(opcode)) continue;
        const auto sans = record.operands(opcode);
        if (sans.empty()) return Result::failure(std::string("EPD: ") + opcode + ": no move given");
        for (const std::string& san : sans) {
            auto m = parseSan(record.position, san);
            if (!m) return Result::failure(std::string("EPD: ") + opcode + ": " + m.error());
        }
    }
    if (record.has("dm")) {
        const auto values = record.operands("dm");
        if (values.size() != 1 || smallNumber(values[0]) <= 0)
            return Result::failure("EPD: dm: expected one positive number of moves, found " +
                                   (values.empty() ? std::string("none") : quoted(values[0])));
    }
    return record;
}

EpdFile parseEpdFile(std::string_view text) {
    EpdFile file;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3); // a UTF-8 byte order mark
    int lineNumber = 0;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNumber;
        size_t first = 0;
        while (first < line.size() && isSpace(line[first])) ++first;
        if (first == line.size() || line[first] == '#') continue;
        auto record = parseEpd(line);
        if (!record) {
            file.errors.push_back("line " + std::to_string(lineNumber) + ": " + record.error());
            continue;
        }
        record->line = lineNumber;
        file.records.push_back(std::move(*record));
    }
    return file;
}

std::string toEpd(const EpdRecord& record) {
    std::string out = record.fen;
    for (const auto& [opcode, operands] : record.operations) {
        out += ' ' + opcode;
        for (const std::string& operand : operands) {
            out += ' ';
            if (!needsQuotes(opcode, operand)) {
                out += operand;
                continue;
            }
            out += '"';
            for (char c : operand) {
                if (c == '"' || c == '\\') out += '\\';
                out += c;
            }
            out += '"';
        }
        out += ';';
    }
    return out;
}

} // namespace eschess
