#include "notation/pgn.h"

#include "notation/text.h"

#include "notation/san.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <unordered_map>

namespace eschess {

namespace {

using text::isSpace;
using text::quoted;

bool isAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
bool isSymbolChar(char c) {
    return isAlnum(c) || c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/' ||
           c == '!' || c == '?';
}

enum class TokenKind {
    End,
    TagOpen,
    TagClose,
    String,
    Symbol,
    Period,
    Star,
    Nag,
    Comment,
    VarOpen,
    VarClose,
    Other
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string text;
    int line = 1;
    bool broken = false; // an unterminated string or comment
};

// Splits PGN text into tokens, counting lines; never fails (unknown bytes become Other tokens).
class Lexer {
  public:
    explicit Lexer(std::string_view text) : m_text(text) {}

    Token next() {
        skipBlanks();
        Token t;
        t.line = m_line;
        if (m_pos >= m_text.size()) return t;
        const char c = m_text[m_pos++];
        t.text = c;
        switch (c) {
        case '[':
            t.kind = TokenKind::TagOpen;
            return t;
        case ']':
            t.kind = TokenKind::TagClose;
            return t;
        case '(':
            t.kind = TokenKind::VarOpen;
            return t;
        case ')':
            t.kind = TokenKind::VarClose;
            return t;
        case '*':
            t.kind = TokenKind::Star;
            return t;
        case '.':
            t.kind = TokenKind::Period;
            return t;
        case '{': {
            t.kind = TokenKind::Comment;
            const size_t end = m_text.find('}', m_pos);
            t.broken = end == std::string_view::npos;
            t.text = take(t.broken ? m_text.size() : end);
            if (!t.broken) ++m_pos;
            return t;
        }
        case ';': {
            t.kind = TokenKind::Comment;
            const size_t end = m_text.find('\n', m_pos);
            t.text = take(end == std::string_view::npos ? m_text.size() : end);
            return t;
        }
        case '"': {
            t.kind = TokenKind::String;
            t.text.clear();
            while (m_pos < m_text.size() && m_text[m_pos] != '"' && m_text[m_pos] != '\n') {
                char ch = m_text[m_pos++];
                if (ch == '\\' && m_pos < m_text.size() && (m_text[m_pos] == '"' || m_text[m_pos] == '\\'))
                    ch = m_text[m_pos++];
                t.text += ch;
            }
            t.broken = m_pos >= m_text.size() || m_text[m_pos] != '"';
            if (!t.broken) ++m_pos;
            return t;
        }
        case '$': {
            t.kind = TokenKind::Nag;
            t.text.clear();
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
                t.text += m_text[m_pos++];
            return t;
        }
        default:
            break;
        }
        if (isSymbolChar(c)) {
            t.kind = TokenKind::Symbol;
            while (m_pos < m_text.size() && isSymbolChar(m_text[m_pos])) t.text += m_text[m_pos++];
            return t;
        }
        // One token for a whole UTF-8 character ("½" pasted into the moves), so that it is named
        // in one message rather than as two or three stray bytes.
        if (const std::size_t n = text::utf8SequenceLength(m_text, m_pos - 1); n > 1) {
            t.text.assign(m_text.substr(m_pos - 1, n));
            m_pos += n - 1;
        }
        t.kind = TokenKind::Other;
        return t;
    }

  private:
    // Blanks and % escape lines (a '%' in the first column hides the rest of the line).
    void skipBlanks() {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '%' && (m_pos == 0 || m_text[m_pos - 1] == '\n')) {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n') ++m_pos;
            } else if (isSpace(c)) {
                if (c == '\n') ++m_line;
                ++m_pos;
            } else {
                break;
            }
        }
    }
    // The text up to end (exclusive), counting the lines it spans.
    std::string take(size_t end) {
        std::string out(m_text.substr(m_pos, end - m_pos));
        for (char ch : out)
            if (ch == '\n') ++m_line;
        m_pos = end;
        return out;
    }

    std::string_view m_text;
    size_t m_pos = 0;
    int m_line = 1;
};

// Comment text with each run of blanks and line breaks made one space, as wrapping put them there.
std::string trimmed(std::string_view s) {
    std::string out;
    bool blank = false;
    for (char c : s) {
        if (isSpace(c)) {
            blank = true;
            continue;
        }
        if (blank && !out.empty()) out += ' ';
        blank = false;
        out += c;
    }
    return out;
}

bool isResult(std::string_view s) {
    return s == "1-0" || s == "0-1" || s == "1/2-1/2";
}

// The reader's state for the game being read. Variations are read on one Position: opening a
// variation takes back the last move of the line it branches from, closing it takes back the
// variation's moves and plays that move again, so no position is ever copied and the time stays
// linear in the text.
class GameReader {
  public:
    GameReader(PgnReadResult& out, const PgnTextOrigin& origin)
        : m_out(out), m_number(origin.gamesBefore), m_linesBefore(origin.linesBefore),
          m_mainLinePlies(std::max(0, origin.mainLinePlies)) {}

    void run(std::string_view text) {
        if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3); // a UTF-8 byte order mark
        Lexer lexer(text);
        while (true) {
            Token t;
            if (m_pending)
                t = std::move(*m_pending), m_pending.reset();
            else
                t = lexer.next();
            if (t.kind == TokenKind::End) break;
            handle(t, lexer);
        }
        if (depth() > 0) error(m_lastLine, "variation not closed before the end of the text");
        finish();
        m_out.gamesSeen = m_number;
        m_out.errorsLeftOut = m_suppressed;
        if (m_suppressed > 0)
            m_out.errors.push_back("... and " + std::to_string(m_suppressed) + " more errors (only the first " +
                                   std::to_string(kMaxPgnErrors) + " are listed)");
    }

  private:
    // One open line: the main line (the first frame) or a variation.
    struct Frame {
        PgnLine* line = nullptr; // nullptr: a variation being skipped as a whole
        int made = 0;            // moves of this line made on m_pos
        Move undone;             // the move of the parent line taken back to open this variation
        bool skipping = false;   // a bad move ended this line; the rest of it is ignored
    };

    int depth() const { return int(m_frames.size()) - 1 + m_tooDeep; }
    // A main-line move beyond those asked for has come: from there on the game is only counted.
    // (The last move read keeps its comment, NAGs and variations.)
    bool pastLimit() const { return depth() == 0 && m_game.pliesNotRead > 0; }
    Frame& top() { return m_frames.back(); }
    bool reading() const {
        return m_frames.back().line && !m_frames.back().skipping && m_tooDeep == 0 && !m_dropped;
    }

    void handle(const Token& t, Lexer& lexer) {
        m_lastLine = t.line;
        if (t.kind == TokenKind::TagOpen && depth() == 0) {
            if (m_inMovetext) finish();
            readTag(t, lexer);
            return;
        }
        if (t.kind == TokenKind::Comment) { // a comment alone neither starts a game nor ends its tags
            if (t.broken) error(t.line, "comment '{' not closed before the end of the text");
            if (reading() && !pastLimit()) addComment(trimmed(t.text));
            return;
        }
        begin();
        if (t.kind != TokenKind::TagOpen) m_inMovetext = true;
        switch (t.kind) {
        case TokenKind::VarOpen:
            openVariation(t.line);
            return;
        case TokenKind::VarClose:
            if (depth() == 0)
                error(t.line, "')' without a variation to close");
            else
                closeVariation();
            return;
        case TokenKind::Star:
            if (depth() == 0) endGame("*");
            return;
        case TokenKind::Symbol:
            symbol(t);
            return;
        case TokenKind::Period:
            return;
        case TokenKind::Nag:
            nag(t);
            return;
        case TokenKind::TagOpen: // inside a variation: a game with an unclosed '('
            error(t.line, "tag inside a variation (a '(' was not closed)");
            finish();
            readTag(t, lexer);
            return;
        default:
            if (depth() == 0)
                error(t.line, t.kind == TokenKind::String ? "unexpected string outside a tag"
                                                          : "unexpected " + quoted(t.text));
            return;
        }
    }

    void openVariation(int line) {
        if (m_tooDeep > 0 || int(m_frames.size()) > kMaxPgnVariationDepth) {
            if (m_tooDeep++ == 0)
                error(line, "variation nested deeper than " + std::to_string(kMaxPgnVariationDepth) +
                                " levels left out");
            return;
        }
        Frame child;
        if (!reading() || top().made == 0 || pastLimit()) {
            if (reading() && top().made == 0) error(line, "variation before any move");
            m_frames.push_back(child); // skipped as a whole
            return;
        }
        PgnLine& parent = *top().line;
        child.undone = parent.moves.back();
        child.line = &parent.variations.back().emplace_back();
        m_pos.unmakeMove();
        m_frames.push_back(child);
    }

    void closeVariation() {
        if (m_tooDeep > 0) {
            --m_tooDeep;
            return;
        }
        const Frame done = top();
        m_frames.pop_back();
        if (!done.line) return;
        if (done.line->moves.empty() && done.line->preComment.empty()) // "()" says nothing
            top().line->variations.back().pop_back();
        for (int i = 0; i < done.made; ++i) m_pos.unmakeMove();
        m_pos.makeMove(done.undone);
    }

    void symbol(const Token& t) {
        if (isResult(t.text)) {
            if (depth() == 0) endGame(t.text);
            return;
        }
        if (!reading()) return;
        std::string_view san = t.text;
        // Move numbers, possibly glued to the move: "12.", "12...Nf3" arrives as "12" then "Nf3".
        if (san.find_first_not_of("0123456789") == std::string_view::npos) return;
        // A suffix annotation, glued to the move ("e4!?") or standing alone ("e4 !?").
        const size_t keep = san.find_last_not_of("!?") + 1; // npos + 1 == 0: all of it is a glyph
        const std::string_view suffix = san.substr(keep);
        san = san.substr(0, keep);
        if (san.empty()) {
            addNag(nagFromSuffix(suffix));
            return;
        }
        if (depth() == 0 && top().made >= m_mainLinePlies) {
            ++m_game.pliesNotRead;
            return;
        }
        if (!setUp()) return;
        const int number = m_pos.fullmoveNumber();
        const bool white = m_pos.sideToMove() == White;
        auto move = parseSan(m_pos, san);
        if (!move) {
            error(t.line, "move " + std::to_string(number) + (white ? ". " : "... ") +
                              std::string(san.substr(0, 24)) + ": " + move.error());
            top().skipping = true; // the rest of this line cannot be read reliably
            return;
        }
        m_pos.makeMove(*move);
        ++top().made;
        PgnLine& line = *top().line;
        line.moves.push_back(*move);
        line.comments.emplace_back();
        line.nags.emplace_back();
        line.variations.emplace_back();
        addNag(nagFromSuffix(suffix));
    }

    void nag(const Token& t) {
        if (!reading() || pastLimit()) return;
        const bool valid = !t.text.empty() && t.text.size() <= 3 && std::stoi(t.text) <= 255;
        if (!valid) {
            error(t.line, "NAG " + quoted("$" + t.text) + " is not a number from 0 to 255");
            return;
        }
        addNag(std::stoi(t.text));
    }

    // A NAG for the last move of the line being read (none before its first move).
    void addNag(int nag) {
        if (pastLimit()) return;
        PgnLine& line = *top().line;
        if (nag > 0 && !line.moves.empty()) line.nags.back().push_back(nag);
    }

    void readTag(const Token& open, Lexer& lexer) {
        begin();
        Token name = lexer.next();
        Token value = name.kind == TokenKind::Symbol ? lexer.next() : Token{};
        Token close = value.kind == TokenKind::String && !value.broken ? lexer.next() : Token{};
        m_lastLine = std::max(m_lastLine, close.line);
        if (name.kind != TokenKind::Symbol || value.kind != TokenKind::String || value.broken ||
            close.kind != TokenKind::TagClose) {
            error(open.line, "malformed tag pair (expected [Name \"value\"])");
            // Resynchronise at the end of this line's tag.
            Token t = close.kind != TokenKind::End ? close : value.kind != TokenKind::End ? value : name;
            while (t.kind != TokenKind::End && t.kind != TokenKind::TagClose && t.line == open.line)
                t = lexer.next();
            if (t.kind != TokenKind::End && t.kind != TokenKind::TagClose) m_pending = std::move(t);
            return;
        }
        if (name.text == "FEN") m_fenLine = open.line;
        if (name.text == "Variant") m_variantLine = open.line;
        // PgnGame::setTag looks for the name from the front; a map keeps many tags linear.
        const auto [it, added] = m_tagIndex.try_emplace(name.text, m_game.tags.size());
        if (added)
            m_game.tags.emplace_back(name.text, std::move(value.text));
        else
            m_game.tags[it->second].second = std::move(value.text);
    }

    // Starts a game record when the first token of a game arrives.
    void begin() {
        if (m_active) return;
        m_active = true;
        ++m_number;
    }

    // Sets up the start position from the tags before the first move; false when the game is dropped.
    bool setUp() {
        if (m_setUp) return !m_dropped;
        m_setUp = true;
        const std::string fen = m_game.tag("FEN"), variant = m_game.tag("Variant");
        const std::optional<bool> chess960 = pgnVariantIsChess960(variant);
        if (!chess960) {
            error(m_variantLine, "Variant tag: '" + variant.substr(0, 40) +
                                     "' is not a game Eschess plays (standard chess and Chess960 are)");
            m_dropped = true;
            return false;
        }
        if (!fen.empty()) {
            // Without a Variant tag, a castling field that only Chess960 has makes it Chess960.
            auto start = *chess960 ? Position::fromFen(fen, true) : Position::fromFenDetectingChess960(fen);
            if (!start) {
                error(m_fenLine, "FEN tag: " + start.error());
                m_dropped = true;
                return false;
            }
            m_game.start = *start;
        } else if (*chess960) {
            m_game.start = *Position::fromFen(Position::kStartFen, true);
        }
        m_pos = m_game.start;
        return true;
    }

    void addComment(std::string text) {
        if (text.empty()) return;
        PgnLine& line = *top().line;
        std::string& slot = line.comments.empty() ? line.preComment : line.comments.back();
        if (!slot.empty()) slot += ' ';
        slot += text;
    }

    void endGame(const std::string& result) {
        m_game.result = result;
        m_resultSeen = true;
        finish();
    }

    void finish() {
        if (m_active) {
            setUp();
            if (!m_resultSeen) {
                const std::string tagged = m_game.tag("Result");
                m_game.result = isResult(tagged) ? tagged : "*";
            }
            const bool empty = m_game.tags.empty() && m_game.moves.empty() && !m_resultSeen;
            if (!m_dropped && !empty) m_out.games.push_back(std::move(m_game));
        }
        m_game = PgnGame();
        m_pos = Position();
        m_frames.assign(1, Frame{&m_game, 0, Move(), false});
        m_tagIndex.clear();
        m_active = m_inMovetext = m_setUp = m_dropped = m_resultSeen = false;
        m_tooDeep = 0;
    }

    void error(int line, const std::string& what) {
        if (int(m_out.errors.size()) >= kMaxPgnErrors) { // a file of junk must not become a list of millions
            ++m_suppressed;
            return;
        }
        const int number = m_active ? m_number : m_number + 1; // the game being read, or the next one
        m_out.errors.push_back("game " + std::to_string(number) + " (line " +
                               std::to_string(line + m_linesBefore) + "): " + what);
    }

    PgnReadResult& m_out;
    PgnGame m_game;
    Position m_pos;
    std::vector<Frame> m_frames{Frame{&m_game, 0, Move(), false}};
    std::unordered_map<std::string, size_t> m_tagIndex;
    std::optional<Token> m_pending; // a token read ahead while recovering from a bad tag
    int m_number = 0, m_fenLine = 1, m_variantLine = 1, m_lastLine = 1;
    int m_linesBefore = 0; // lines of the file before this text (a PgnStreamReader's earlier pieces)
    int m_tooDeep = 0; // '(' levels beyond kMaxPgnVariationDepth, counted but not read
    int m_mainLinePlies;
    long long m_suppressed = 0;
    bool m_active = false, m_inMovetext = false, m_setUp = false, m_dropped = false, m_resultSeen = false;
};

// Collects the words of the movetext and wraps them into lines of at most 80 columns. A '(' is
// glued to the word after it and a ')' to the word before it, as every exporter writes them.
class LineWrapper {
  public:
    void add(std::string word) {
        m_words.push_back(m_glue + std::move(word));
        m_glue.clear();
    }
    void glueNext(const std::string& text) { m_glue += text; }
    void glueLast(const std::string& text) { m_words.back() += text; }
    std::string done() {
        std::string out, line;
        for (const std::string& word : m_words) {
            if (!line.empty() && line.size() + 1 + word.size() > 80) out += line + '\n', line.clear();
            if (!line.empty()) line += ' ';
            line += word;
        }
        if (!line.empty()) out += line + '\n';
        return out;
    }

  private:
    std::vector<std::string> m_words;
    std::string m_glue;
};

void addComment(LineWrapper& out, const std::string& comment) {
    std::vector<std::string> words;
    std::string word;
    for (char c : comment) {
        if (c == '}') c = ')';
        if (isSpace(c)) {
            if (!word.empty()) words.push_back(std::move(word)), word.clear();
        } else {
            word += c;
        }
    }
    if (!word.empty()) words.push_back(std::move(word));
    if (words.empty()) return;
    words.front() = '{' + words.front();
    words.back() += '}';
    for (std::string& w : words) out.add(std::move(w));
}

template <class T> const T* entry(const std::vector<T>& v, size_t i) {
    return i < v.size() ? &v[i] : nullptr;
}

// Writes a line from `pos` (which it leaves as it found it), variations after the move they
// replace. Returns how many moves it could not write because they are not legal.
size_t writeLine(LineWrapper& text, Position& pos, const PgnLine& line) {
    if (!line.preComment.empty()) addComment(text, line.preComment);
    bool needNumber = true;
    size_t made = 0;
    for (; made < line.moves.size(); ++made) {
        const Move m = line.moves[made];
        if (!pos.isLegal(m)) break;
        if (pos.sideToMove() == White)
            text.add(std::to_string(pos.fullmoveNumber()) + '.');
        else if (needNumber)
            text.add(std::to_string(pos.fullmoveNumber()) + "...");
        std::string san = toSanOnBoard(pos, m);
        const std::vector<int>* nags = entry(line.nags, made);
        size_t firstNag = 0;
        if (nags && !nags->empty() && !nagSuffix(nags->front()).empty()) san += nagSuffix(nags->front()), firstNag = 1;
        text.add(std::move(san));
        if (nags)
            for (size_t k = firstNag; k < nags->size(); ++k) text.add('$' + std::to_string((*nags)[k]));
        needNumber = false;
        if (const std::string* c = entry(line.comments, made); c && !c->empty()) {
            addComment(text, *c);
            needNumber = true;
        }
        if (const auto* variations = entry(line.variations, made)) {
            for (const PgnLine& v : *variations) {
                const bool writable = v.moves.empty() ? !v.preComment.empty() : pos.isLegal(v.moves.front());
                if (!writable) continue;
                text.glueNext("(");
                writeLine(text, pos, v);
                text.glueLast(")");
                needNumber = true;
            }
        }
        pos.makeMove(m);
    }
    for (size_t i = 0; i < made; ++i) pos.unmakeMove();
    return line.moves.size() - made;
}

// A tag name as a PGN symbol: characters that would break the tag pair become '_'. Every
// character the reader takes in a name is kept: making "5-0" into "5_0" once merged it with a
// tag of that name on the next reading, and the game lost a tag (found by fuzz_pgn).
std::string tagName(const std::string& name) {
    std::string out;
    for (char c : name) out += isSymbolChar(c) ? c : '_';
    return out.empty() ? "_" : out;
}

std::string escaped(const std::string& value) {
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

} // namespace

namespace {

// Where "[%name value]" is in the comment: [begin, end) of the whole command, npos when absent.
std::pair<size_t, size_t> findCommand(std::string_view comment, std::string_view name) {
    const std::string open = "[%" + std::string(name);
    for (size_t at = comment.find(open); at != std::string_view::npos; at = comment.find(open, at + 1)) {
        const size_t after = at + open.size();
        if (after < comment.size() && !isSpace(comment[after])) continue; // [%evaluation …] is not [%eval …]
        const size_t end = comment.find(']', after);
        if (end == std::string_view::npos) return {std::string_view::npos, 0};
        return {at, end + 1};
    }
    return {std::string_view::npos, 0};
}

} // namespace

std::string pgnCommand(std::string_view comment, std::string_view name) {
    const auto [begin, end] = findCommand(comment, name);
    if (begin == std::string_view::npos) return {};
    return trimmed(comment.substr(begin + 2 + name.size(), end - 1 - (begin + 2 + name.size())));
}

std::string withPgnCommand(std::string_view comment, std::string_view name, std::string_view value) {
    const std::string command = "[%" + std::string(name) + ' ' + std::string(value) + ']';
    const auto [begin, end] = findCommand(comment, name);
    if (begin != std::string_view::npos)
        return std::string(comment.substr(0, begin)) + command + std::string(comment.substr(end));
    return comment.empty() ? command : command + ' ' + std::string(comment);
}

std::string withoutPgnCommand(std::string_view comment, std::string_view name) {
    const auto [begin, end] = findCommand(comment, name);
    if (begin == std::string_view::npos) return std::string(comment);
    return trimmed(std::string(comment.substr(0, begin)) + std::string(comment.substr(end)));
}

int pgnElo(std::string_view value) {
    int rating = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), rating);
    return error == std::errc() && end == value.data() + value.size() && rating > 0 && rating < 10000 ? rating
                                                                                                      : 0;
}

std::optional<int> pgnEvalCp(std::string_view value) {
    const bool mate = !value.empty() && value.front() == '#';
    if (mate) value.remove_prefix(1);
    const bool negative = !value.empty() && value.front() == '-';
    if (negative || (!value.empty() && value.front() == '+')) value.remove_prefix(1);
    long long whole = 0, fraction = 0, scale = 1;
    bool dot = false, digits = false;
    for (char c : value) {
        if (c == '.' && !dot && !mate) {
            dot = true;
        } else if (c >= '0' && c <= '9') {
            digits = true;
            if (whole > 1000000) return std::nullopt;
            if (!dot) whole = whole * 10 + (c - '0');
            else if (scale < 100) fraction = fraction * 10 + (c - '0'), scale *= 10;
        } else {
            return std::nullopt;
        }
    }
    if (!digits) return std::nullopt;
    const long long cp = mate ? kPgnMateCp - whole : whole * 100 + fraction * 100 / scale;
    return int(negative ? -cp : cp);
}

int nagFromSuffix(std::string_view suffix) {
    for (int nag = 1; nag <= 6; ++nag)
        if (nagSuffix(nag) == suffix) return nag;
    return 0;
}

std::string_view nagSuffix(int nag) {
    static constexpr std::string_view kSuffixes[] = {"", "!", "?", "!!", "??", "!?", "?!"};
    return nag >= 1 && nag <= 6 ? kSuffixes[nag] : std::string_view();
}

std::optional<bool> pgnVariantIsChess960(std::string_view variant) {
    std::string key;
    for (char c : variant)
        if (c != ' ' && c != '-' && c != '_') key += char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (key.empty() || key == "standard" || key == "chess" || key == "fromposition") return false;
    if (key == "chess960" || key == "fischerandom" || key == "fischerrandom" || key == "fischerrandomchess")
        return true;
    return std::nullopt;
}

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [n, v] : tags)
        if (n == name) return v;
    return {};
}

void PgnGame::setTag(std::string_view name, std::string value) {
    for (auto& [n, v] : tags)
        if (n == name) {
            v = std::move(value);
            return;
        }
    tags.emplace_back(std::string(name), std::move(value));
}

PgnReadResult readPgn(std::string_view text) {
    return readPgn(text, PgnTextOrigin{});
}

PgnReadResult readPgn(std::string_view text, const PgnTextOrigin& origin) {
    PgnReadResult result;
    GameReader(result, origin).run(text);
    return result;
}

std::string writePgn(const PgnGame& game) {
    static const char* const kRoster[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    std::vector<std::pair<std::string, std::string>> tags;
    for (const char* name : kRoster) {
        std::string value = name == std::string_view("Result") ? game.result : game.tag(name);
        if (value.empty()) value = name == std::string_view("Date") ? "????.??.??" : "?";
        tags.emplace_back(name, value);
    }
    const std::string startFen = game.start.fen();
    const bool chess960 = game.start.isChess960();
    // A Chess960 game names its variant and its start, even the standard one (number 518).
    const bool standard = !chess960 && startFen == Position::kStartFen;
    bool hasFen = false, hasVariant = false;
    for (const auto& [name, value] : game.tags) {
        bool roster = false;
        for (const char* r : kRoster) roster |= name == r;
        if (roster) continue;
        if (name == "FEN") {
            hasFen = true;
            tags.emplace_back(name, standard ? value : startFen);
        } else if (name == "Variant") {
            hasVariant = true;
            tags.emplace_back(name,
                              chess960 && !pgnVariantIsChess960(value).value_or(false) ? "Chess960" : value);
        } else {
            tags.emplace_back(name, value);
        }
    }
    if (chess960 && !hasVariant) tags.emplace_back("Variant", "Chess960");
    if (!standard && !hasFen) {
        bool hasSetUp = false;
        for (const auto& t : tags) hasSetUp |= t.first == "SetUp";
        if (!hasSetUp) tags.emplace_back("SetUp", "1");
        tags.emplace_back("FEN", startFen);
    }

    std::string out;
    for (const auto& [name, value] : tags) out += '[' + tagName(name) + " \"" + escaped(value) + "\"]\n";
    out += '\n';

    LineWrapper text;
    Position pos = game.start;
    if (const size_t illegal = writeLine(text, pos, game)) {
        const Move m = game.moves[game.moves.size() - illegal];
        addComment(text, "the game continues with " + std::to_string(illegal) +
                             " moves that are not legal here, from " + squareName(m.from()) + squareName(m.to()));
    }
    text.add(isResult(game.result) ? game.result : "*");
    return out + text.done() + '\n';
}

} // namespace eschess
