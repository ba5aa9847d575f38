#pragma once
// A Polyglot opening book (.bin): 16-byte big-endian entries — key (8 bytes), move (2), weight (2),
// learn (4) — sorted by key, so the entries of a position are found by binary search. The whole
// file is read into memory (books for engine matches are a few megabytes); a file that is not a
// whole number of entries, or whose keys are out of order, is refused with a message that says so.

#include "core/parsed.h"
#include "core/position.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace eschess {

struct PolyglotEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0; // see book/polyglot_move.h
    std::uint16_t weight = 0;
    std::uint32_t learn = 0; // kept as read; nothing here uses it
    bool operator==(const PolyglotEntry&) const = default;
};

// A legal move of a position with its book weight.
struct BookMove {
    Move move;
    std::uint16_t weight = 0;
};

class PolyglotBook {
  public:
    static constexpr std::size_t kEntrySize = 16;

    PolyglotBook() = default;
    explicit PolyglotBook(std::vector<PolyglotEntry> sortedEntries) : m_entries(std::move(sortedEntries)) {}

    // `name` only labels messages ("book.bin: …").
    static Parsed<PolyglotBook> fromBytes(std::string_view bytes, std::string_view name = "book");
    static Parsed<PolyglotBook> load(const std::string& path);

    std::size_t size() const { return m_entries.size(); }
    bool empty() const { return m_entries.empty(); }
    const std::vector<PolyglotEntry>& entries() const { return m_entries; }

    // The entries with this key, in file order (best first in books written by the usual tools).
    std::span<const PolyglotEntry> find(std::uint64_t key) const;
    // The legal moves the book gives for pos, in file order; entries whose move is not legal there
    // (a key collision or a damaged book) are left out.
    std::vector<BookMove> moves(const Position& pos) const;

  private:
    std::vector<PolyglotEntry> m_entries;
};

// The file image of entries, in the order given (sort them first: see sortBookEntries).
std::string polyglotBytes(const std::vector<PolyglotEntry>& entries);
// Key ascending, then weight descending, then move: the order Polyglot itself writes.
void sortBookEntries(std::vector<PolyglotEntry>& entries);
// Writes the file; false with a message in `error` when it cannot.
bool savePolyglotBook(const std::string& path, const std::vector<PolyglotEntry>& entries, std::string& error);

} // namespace eschess
