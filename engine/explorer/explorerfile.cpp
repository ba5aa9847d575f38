// The games explorer's index as a file: what lets the app index a large database once and open
// it again in a moment (app/core/explorercache). Layout, all little-endian:
//
//   "ESXI", u32 version, the note (u32 length, bytes), u64 games indexed,
//   u64 n, n entries     (u64 key, u16 move, u32 games, u32 white wins, u32 draws, u32 black wins)
//   u64 n, n game refs   (u64 key, u32 game, u16 move)
//   u64 n, n games       (5 strings: White, Black, Event, Date, Result; u32 White Elo, u32 Black
//                         Elo, u32 plies, u32 indexed plies, u64 position reached, u64 text
//                         offset, u64 text length, u32 index in text)
//   u64 FNV-1a of every byte before it
//
// The tables are checked as the index relies on them (sorted, game numbers in range), so a
// file that passes the checksum by chance or was written by a bug still cannot mislead a lookup.
#include "explorer/gameexplorer.h"

#include "core/bytes.h"

#include <cstring>
#include <limits>

namespace eschess {

namespace {

constexpr char kMagic[4] = {'E', 'S', 'X', 'I'};
constexpr std::uint32_t kVersion = 1;
constexpr std::size_t kMaxNote = std::size_t(1) << 20;
constexpr std::size_t kMaxTag = std::size_t(1) << 16;
// The smallest record of each table: a count larger than the bytes left could hold is refused
// before anything is allocated for it.
constexpr std::size_t kEntryBytes = 8 + 2 + 4 * 4;
constexpr std::size_t kGameRefBytes = 8 + 4 + 2;
constexpr std::size_t kGameBytes = 5 * 4 + 4 * 4 + 8 * 3 + 4;

constexpr int kMaxInt = std::numeric_limits<int>::max();

} // namespace

std::vector<std::uint8_t> ExplorerIndex::serialize(std::string_view note) const {
    std::vector<std::uint8_t> out;
    out.reserve(64 + note.size() + m_entries.size() * kEntryBytes + m_gameRefs.size() * kGameRefBytes +
                m_gameList.size() * (kGameBytes + 48));
    for (char c : kMagic) out.push_back(std::uint8_t(c));
    put32(out, kVersion);
    putString(out, note);
    put64(out, m_games);
    put64(out, m_entries.size());
    for (const Entry& e : m_entries) {
        put64(out, e.key);
        out.push_back(std::uint8_t(e.move));
        out.push_back(std::uint8_t(e.move >> 8));
        for (std::uint32_t v : {e.games, e.white, e.draws, e.black}) put32(out, v);
    }
    put64(out, m_gameRefs.size());
    for (const GameRef& r : m_gameRefs) {
        put64(out, r.key);
        put32(out, r.game);
        out.push_back(std::uint8_t(r.move));
        out.push_back(std::uint8_t(r.move >> 8));
    }
    put64(out, m_gameList.size());
    for (const ExplorerGame& g : m_gameList) {
        for (const std::string* tag : {&g.white, &g.black, &g.event, &g.date, &g.result})
            putString(out, *tag);
        for (int v : {g.whiteElo, g.blackElo, g.plies, g.indexedPlies}) put32(out, std::uint32_t(v));
        put64(out, g.reached);
        put64(out, g.source.textOffset);
        put64(out, g.source.textLength);
        put32(out, g.source.indexInText);
    }
    put64(out, fnv1a(out.data(), out.size()));
    return out;
}

Parsed<ExplorerIndexFile> ExplorerIndex::parse(std::string_view bytes) {
    using Result = Parsed<ExplorerIndexFile>;
    const auto fail = [](const std::string& why) { return Result::failure("explorer index: " + why); };
    if (bytes.size() < 8 || std::memcmp(bytes.data(), kMagic, 4) != 0)
        return fail("not an Eschess explorer index (no ESXI header)");
    const auto* p = reinterpret_cast<const std::uint8_t*>(bytes.data());
    const std::uint32_t version = get32(p + 4);
    if (version != kVersion)
        return fail("format version is " + std::to_string(version) + ", this build reads " +
                    std::to_string(kVersion));
    if (bytes.size() < 16 || get64(p + bytes.size() - 8) != fnv1a(p, bytes.size() - 8))
        return fail("checksum mismatch (the file is truncated or corrupt)");

    ByteReader in(bytes.substr(8, bytes.size() - 16));
    ExplorerIndexFile file;
    ExplorerIndex& index = file.index;
    if (!in.string(file.note, kMaxNote)) return fail("the note is cut short or longer than 1 MiB");
    std::uint64_t count = 0;
    // A table's count, checked against the bytes left.
    const auto table = [&](std::size_t recordBytes) {
        return in.u64(count) && count <= in.left() / recordBytes;
    };
    if (!in.u64(index.m_games)) return fail("the file ends in its header");

    if (!table(kEntryBytes)) return fail("the entry table is cut short");
    index.m_entries.resize(std::size_t(count));
    for (Entry& e : index.m_entries) {
        in.u64(e.key);
        in.u16(e.move);
        for (std::uint32_t* v : {&e.games, &e.white, &e.draws, &e.black}) in.u32(*v);
    }
    for (std::size_t i = 1; i < index.m_entries.size(); ++i) {
        const Entry &a = index.m_entries[i - 1], &b = index.m_entries[i];
        if (a.key > b.key || (a.key == b.key && a.move >= b.move))
            return fail("entry " + std::to_string(i) + " is out of order");
    }
    for (std::size_t i = 0; i < index.m_entries.size(); ++i) {
        const Entry& e = index.m_entries[i];
        if (std::uint64_t(e.white) + e.draws + e.black > e.games)
            return fail("entry " + std::to_string(i) + " has more results than games");
    }

    if (!table(kGameRefBytes)) return fail("the game reference table is cut short");
    index.m_gameRefs.resize(std::size_t(count));
    for (GameRef& r : index.m_gameRefs) {
        in.u64(r.key);
        in.u32(r.game);
        in.u16(r.move);
    }
    for (std::size_t i = 1; i < index.m_gameRefs.size(); ++i)
        if (index.m_gameRefs[i - 1].key > index.m_gameRefs[i].key)
            return fail("game reference " + std::to_string(i) + " is out of order");

    if (!table(kGameBytes)) return fail("the game table is cut short");
    index.m_gameList.resize(std::size_t(count));
    for (ExplorerGame& g : index.m_gameList) {
        for (std::string* tag : {&g.white, &g.black, &g.event, &g.date, &g.result}) in.string(*tag, kMaxTag);
        std::uint32_t numbers[4] = {};
        for (std::uint32_t& v : numbers) in.u32(v);
        if (!in.ok()) break;
        if (numbers[0] > kMaxInt || numbers[1] > kMaxInt || numbers[2] > kMaxInt || numbers[3] > numbers[2])
            return fail("game " + std::to_string(&g - index.m_gameList.data()) +
                        " has a rating or ply count out of range");
        g.whiteElo = int(numbers[0]);
        g.blackElo = int(numbers[1]);
        g.plies = int(numbers[2]);
        g.indexedPlies = int(numbers[3]);
        in.u64(g.reached);
        in.u64(g.source.textOffset);
        in.u64(g.source.textLength);
        in.u32(g.source.indexInText);
    }
    if (!in.ok()) return fail("the file is cut short");
    if (in.left() != 0) return fail(std::to_string(in.left()) + " bytes follow the game table");
    if (index.m_games != index.m_gameList.size())
        return fail("it counts " + std::to_string(index.m_games) + " games and lists " +
                    std::to_string(index.m_gameList.size()));
    for (std::size_t i = 0; i < index.m_gameRefs.size(); ++i)
        if (index.m_gameRefs[i].game >= index.m_gameList.size())
            return fail("game reference " + std::to_string(i) + " names game " +
                        std::to_string(index.m_gameRefs[i].game) + " of " +
                        std::to_string(index.m_gameList.size()));
    return file;
}

} // namespace eschess
