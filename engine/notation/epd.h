#pragma once
// Extended Position Description: the four position fields of FEN followed by operations
// ("bm Qd1+; id \"BK.01\";"). Test suites (Bratko-Kopec, WAC…) and opening books come as EPD.
// Move operands of bm and am are checked as SAN when a line is read, so a suite with a typo
// is reported with its line number instead of silently scoring wrong.

#include "core/parsed.h"
#include "core/position.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace eschess {

struct EpdRecord {
    Position position;
    std::string fen; // the four EPD fields
    std::vector<std::pair<std::string, std::vector<std::string>>>
        operations; // opcode -> operands (quotes removed)
    int line = 0;   // 1-based line in its file, 0 when parsed alone

    bool has(std::string_view opcode) const;
    std::vector<std::string> operands(std::string_view opcode) const;
    std::string id() const;               // "" when none
    std::vector<Move> bestMoves() const;  // bm, SAN parsed in position
    std::vector<Move> avoidMoves() const; // am
    int directMate() const;               // dm N, 0 when none
};

// One EPD line. Errors say what and where, e.g. "EPD: bm: 'Qx9' is not a legal move here (...)".
// Trailing halfmove/fullmove numbers after the four fields and hmvc/fmvn operations set the clocks.
Parsed<EpdRecord> parseEpd(std::string_view line);

struct EpdFile {
    std::vector<EpdRecord> records;
    std::vector<std::string> errors; // "line 7: …"
};
// Skips blank and '#' comment lines and keeps going after errors.
EpdFile parseEpdFile(std::string_view text);

// The record as one EPD line: fen, then each operation "opcode operand…;" with strings quoted.
std::string toEpd(const EpdRecord& record);

} // namespace eschess
