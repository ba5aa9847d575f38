#include "book/polyglot_book.h"

#include "book/polyglot_key.h"
#include "book/polyglot_move.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>

namespace eschess {

namespace {

std::uint64_t readBigEndian(const unsigned char* p, int bytes) {
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v = (v << 8) | p[i];
    return v;
}

void writeBigEndian(std::string& out, std::uint64_t v, int bytes) {
    for (int i = bytes - 1; i >= 0; --i) out.push_back(char((v >> (8 * i)) & 0xFF));
}

} // namespace

Parsed<PolyglotBook> PolyglotBook::fromBytes(std::string_view bytes, std::string_view name) {
    const std::string label(name);
    if (bytes.size() % kEntrySize != 0) {
        std::ostringstream msg;
        msg << label << ": " << bytes.size() << " bytes is not a whole number of " << kEntrySize
            << "-byte Polyglot entries (the file is truncated or not a Polyglot book)";
        return Parsed<PolyglotBook>::failure(msg.str());
    }
    std::vector<PolyglotEntry> entries(bytes.size() / kEntrySize);
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const unsigned char* p = data + i * kEntrySize;
        PolyglotEntry& e = entries[i];
        e.key = readBigEndian(p, 8);
        e.move = std::uint16_t(readBigEndian(p + 8, 2));
        e.weight = std::uint16_t(readBigEndian(p + 10, 2));
        e.learn = std::uint32_t(readBigEndian(p + 12, 4));
        // Binary search needs sorted keys; an unsorted file would silently miss positions.
        if (i > 0 && e.key < entries[i - 1].key) {
            std::ostringstream msg;
            msg << label << ": entry " << i + 1 << " (byte " << i * kEntrySize
                << ") has a smaller key than the one before; Polyglot books are sorted by key, so the "
                   "file is corrupt or not a Polyglot book";
            return Parsed<PolyglotBook>::failure(msg.str());
        }
    }
    return PolyglotBook(std::move(entries));
}

Parsed<PolyglotBook> PolyglotBook::load(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Parsed<PolyglotBook>::failure(path + ": cannot open the book file");
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return Parsed<PolyglotBook>::failure(path + ": read error");
    return fromBytes(bytes, path);
}

std::span<const PolyglotEntry> PolyglotBook::find(std::uint64_t key) const {
    const auto byKey = [](const PolyglotEntry& e, std::uint64_t k) { return e.key < k; };
    const auto first = std::lower_bound(m_entries.begin(), m_entries.end(), key, byKey);
    auto last = first;
    while (last != m_entries.end() && last->key == key) ++last;
    return {first, last};
}

std::vector<BookMove> PolyglotBook::moves(const Position& pos) const {
    std::vector<BookMove> out;
    for (const PolyglotEntry& e : find(polyglotKey(pos))) {
        const Move m = fromPolyglotMove(pos, e.move);
        if (m) out.push_back({m, e.weight});
    }
    return out;
}

std::string polyglotBytes(const std::vector<PolyglotEntry>& entries) {
    std::string out;
    out.reserve(entries.size() * PolyglotBook::kEntrySize);
    for (const PolyglotEntry& e : entries) {
        writeBigEndian(out, e.key, 8);
        writeBigEndian(out, e.move, 2);
        writeBigEndian(out, e.weight, 2);
        writeBigEndian(out, e.learn, 4);
    }
    return out;
}

void sortBookEntries(std::vector<PolyglotEntry>& entries) {
    std::sort(entries.begin(), entries.end(), [](const PolyglotEntry& a, const PolyglotEntry& b) {
        if (a.key != b.key) return a.key < b.key;
        if (a.weight != b.weight) return a.weight > b.weight;
        return a.move < b.move;
    });
}

bool savePolyglotBook(const std::string& path, const std::vector<PolyglotEntry>& entries, std::string& error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        error = path + ": cannot open for writing";
        return false;
    }
    const std::string bytes = polyglotBytes(entries);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    out.close();
    if (!out) {
        error = path + ": write error";
        return false;
    }
    return true;
}

} // namespace eschess
