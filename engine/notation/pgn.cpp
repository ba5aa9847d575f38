#include "notation/pgn.h"

#include "notation/text.h"

#include "notation/san.h"

#include <algorithm>
#include <optional>

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

// The reader's state for the game being read.
class GameReader {
  public:
    explicit GameReader(PgnReadResult& out) : m_out(out) {}

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
        if (m_depth > 0) error(m_lastLine, "variation not closed before the end of the text");
        finish();
    }

  private:
    void handle(const Token& t, Lexer& lexer) {
        m_lastLine = t.line;
        if (t.kind == TokenKind::TagOpen && m_depth == 0) {
            if (m_inMovetext) finish();
            readTag(t, lexer);
            return;
        }
        if (t.kind == TokenKind::Comment) { // a comment alone neither starts a game nor ends its tags
            if (t.broken) error(t.line, "comment '{' not closed before the end of the text");
            if (m_depth == 0 && !m_skipping) addComment(trimmed(t.text));
            return;
        }
        begin();
        if (t.kind != TokenKind::TagOpen) m_inMovetext = true;
        switch (t.kind) {
        case TokenKind::VarOpen:
            ++m_depth;
            return;
        case TokenKind::VarClose:
            if (m_depth == 0)
                error(t.line, "')' without a variation to close");
            else
                --m_depth;
            return;
        case TokenKind::Star:
            if (m_depth == 0) endGame("*");
            return;
        case TokenKind::Symbol:
            symbol(t);
            return;
        case TokenKind::Period:
        case TokenKind::Nag:
            return;
        case TokenKind::TagOpen: // inside a variation: a game with an unclosed '('
            error(t.line, "tag inside a variation (a '(' was not closed)");
            m_depth = 0;
            finish();
            readTag(t, lexer);
            return;
        default:
            if (m_depth == 0)
                error(t.line, t.kind == TokenKind::String ? "unexpected string outside a tag"
                                                          : "unexpected " + quoted(t.text));
            return;
        }
    }

    void symbol(const Token& t) {
        if (isResult(t.text)) {
            if (m_depth == 0) endGame(t.text);
            return;
        }
        if (m_depth > 0 || m_skipping) return;
        std::string_view san = t.text;
        // Move numbers, possibly glued to the move: "12.", "12...Nf3" arrives as "12" then "Nf3".
        if (san.find_first_not_of("0123456789") == std::string_view::npos) return;
        if (san.find_first_not_of("!?") == std::string_view::npos) return;
        if (!setUp()) return;
        const int number = m_pos.fullmoveNumber();
        const bool white = m_pos.sideToMove() == White;
        auto move = parseSan(m_pos, san);
        if (!move) {
            error(t.line, "move " + std::to_string(number) + (white ? ". " : "... ") +
                              std::string(san.substr(0, 24)) + ": " + move.error());
            m_skipping = true; // the rest of this game cannot be read reliably
            return;
        }
        m_pos.makeMove(*move);
        m_game.moves.push_back(*move);
        m_game.comments.emplace_back();
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
        m_game.setTag(name.text, value.text);
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
        const std::string fen = m_game.tag("FEN");
        if (!fen.empty()) {
            auto start = Position::fromFen(fen);
            if (!start) {
                error(m_fenLine, "FEN tag: " + start.error());
                m_dropped = true;
                return false;
            }
            m_game.start = *start;
        }
        m_pos = m_game.start;
        return true;
    }

    void addComment(std::string text) {
        if (text.empty()) return;
        std::string& slot = m_game.comments.empty() ? m_game.preComment : m_game.comments.back();
        slot += (slot.empty() ? "" : " ") + text;
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
        m_active = m_inMovetext = m_setUp = m_dropped = m_skipping = m_resultSeen = false;
        m_depth = 0;
    }

    void error(int line, const std::string& what) {
        const int number = m_active ? m_number : m_number + 1; // the game being read, or the next one
        m_out.errors.push_back("game " + std::to_string(number) + " (line " +
                               std::to_string(line) + "): " + what);
    }

    PgnReadResult& m_out;
    PgnGame m_game;
    Position m_pos;
    std::optional<Token> m_pending; // a token read ahead while recovering from a bad tag
    int m_number = 0, m_fenLine = 1, m_lastLine = 1, m_depth = 0;
    bool m_active = false, m_inMovetext = false, m_setUp = false, m_dropped = false, m_skipping = false,
         m_resultSeen = false;
};

// Appends words to movetext lines of at most 80 columns.
class LineWrapper {
  public:
    void add(const std::string& word) {
        if (!m_line.empty() && m_line.size() + 1 + word.size() > 80) flush();
        if (!m_line.empty()) m_line += ' ';
        m_line += word;
    }
    std::string done() {
        flush();
        return m_out;
    }

  private:
    void flush() {
        if (!m_line.empty()) m_out += m_line + '\n';
        m_line.clear();
    }
    std::string m_out, m_line;
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
    for (const std::string& w : words) out.add(w);
}

// A tag name as a PGN symbol: characters that would break the tag pair become '_'.
std::string tagName(const std::string& name) {
    std::string out;
    for (char c : name) out += isAlnum(c) || c == '_' ? c : '_';
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
    PgnReadResult result;
    GameReader(result).run(text);
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
    const bool standard = startFen == Position::kStartFen;
    bool hasFen = false;
    for (const auto& [name, value] : game.tags) {
        bool roster = false;
        for (const char* r : kRoster) roster |= name == r;
        if (roster) continue;
        if (name == "FEN") {
            hasFen = true;
            tags.emplace_back(name, standard ? value : startFen);
        } else {
            tags.emplace_back(name, value);
        }
    }
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
    if (!game.preComment.empty()) addComment(text, game.preComment);
    const std::vector<std::string> sans = toSanList(game.start, game.moves);
    const size_t blackFirst = game.start.sideToMove() == Black;
    bool needNumber = true;
    for (size_t i = 0; i < sans.size(); ++i) {
        const int number = game.start.fullmoveNumber() + int((i + blackFirst) / 2);
        const bool white = (i + blackFirst) % 2 == 0;
        if (white)
            text.add(std::to_string(number) + '.');
        else if (needNumber)
            text.add(std::to_string(number) + "...");
        text.add(sans[i]);
        needNumber = false;
        if (i < game.comments.size() && !game.comments[i].empty()) {
            addComment(text, game.comments[i]);
            needNumber = true;
        }
    }
    if (sans.size() < game.moves.size()) {
        const Move m = game.moves[sans.size()];
        addComment(text, "the game continues with " + std::to_string(game.moves.size() - sans.size()) +
                             " moves that are not legal here, from " + squareName(m.from()) +
                             squareName(m.to()));
    }
    text.add(isResult(game.result) ? game.result : "*");
    return out + text.done() + '\n';
}

} // namespace eschess
