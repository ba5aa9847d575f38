#include "app/core/uciparser.h"

#include "core/movegen.h"
#include "notation/uci_move.h"

#include <QCoreApplication>

#include <algorithm>

namespace eschess::app {

namespace {

// The context lupdate gives this file's tr() calls (it cannot see through this helper),
// so that translations/eschess_de.ts applies at run time.
QString tr(const char* text) { return QCoreApplication::translate("eschess::app", text); }

QStringList words(const QString& line) { return line.split(QLatin1Char(' '), Qt::SkipEmptyParts); }

bool isOptionKeyword(const QString& w) {
    return w == QLatin1String("name") || w == QLatin1String("type") || w == QLatin1String("default") ||
           w == QLatin1String("min") || w == QLatin1String("max") || w == QLatin1String("var");
}

// Words from index i up to (not including) the next option keyword, joined by spaces.
QString takeValue(const QStringList& w, int& i, bool toEnd = false) {
    QStringList parts;
    while (i < w.size() && (toEnd || !isOptionKeyword(w[i]))) parts << w[i++];
    return parts.join(QLatin1Char(' '));
}

bool isInfoKeyword(const QString& w) {
    static const char* const kKeys[] = {"depth", "seldepth", "time", "nodes", "pv", "multipv", "score",
                                        "currmove", "currmovenumber", "hashfull", "nps", "tbhits", "sbhits",
                                        "cpuload", "string", "refutation", "currline", "wdl", "lowerbound",
                                        "upperbound"};
    for (const char* k : kKeys)
        if (w == QLatin1String(k)) return true;
    return false;
}

} // namespace

UciLineKind uciLineKind(const QString& line) {
    const QString first = line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    if (first.isEmpty()) return UciLineKind::Empty;
    if (first == QLatin1String("id")) return UciLineKind::Id;
    if (first == QLatin1String("uciok")) return UciLineKind::UciOk;
    if (first == QLatin1String("readyok")) return UciLineKind::ReadyOk;
    if (first == QLatin1String("option")) return UciLineKind::Option;
    if (first == QLatin1String("info")) return UciLineKind::Info;
    if (first == QLatin1String("bestmove")) return UciLineKind::BestMove;
    return UciLineKind::Other;
}

std::optional<std::pair<QString, QString>> parseUciId(const QString& line) {
    const QStringList w = words(line);
    if (w.size() < 3 || w[0] != QLatin1String("id")) return std::nullopt;
    return std::make_pair(w[1], w.mid(2).join(QLatin1Char(' ')));
}

std::optional<OptionSpec> parseUciOption(const QString& line, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<OptionSpec> {
        if (error) *error = tr("bad option line \"%1\": %2").arg(line.left(120), why);
        return std::nullopt;
    };
    const QStringList w = words(line);
    if (w.isEmpty() || w[0] != QLatin1String("option")) return fail(tr("does not start with 'option'"));
    OptionSpec spec;
    QString name, type, def, min, max;
    bool hasDefault = false, hasMin = false, hasMax = false;
    int i = 1;
    while (i < w.size()) {
        const QString key = w[i++];
        if (key == QLatin1String("name")) {
            // A name may contain spaces and runs up to " type ".
            QStringList parts;
            while (i < w.size() && w[i] != QLatin1String("type")) parts << w[i++];
            name = parts.join(QLatin1Char(' '));
        } else if (key == QLatin1String("type")) {
            type = i < w.size() ? w[i++] : QString();
        } else if (key == QLatin1String("default")) {
            // A string default may itself contain keywords; it runs to the end of the line.
            def = takeValue(w, i, type == QLatin1String("string"));
            hasDefault = true;
        } else if (key == QLatin1String("min")) {
            min = takeValue(w, i);
            hasMin = true;
        } else if (key == QLatin1String("max")) {
            max = takeValue(w, i);
            hasMax = true;
        } else if (key == QLatin1String("var")) {
            spec.choices.push_back(takeValue(w, i).toStdString());
        } else {
            return fail(tr("unexpected word '%1'").arg(key));
        }
    }
    if (name.isEmpty()) return fail(tr("no name"));
    if (type == QLatin1String("check")) spec.type = OptionSpec::Type::Check;
    else if (type == QLatin1String("spin")) spec.type = OptionSpec::Type::Spin;
    else if (type == QLatin1String("combo")) spec.type = OptionSpec::Type::Combo;
    else if (type == QLatin1String("string")) spec.type = OptionSpec::Type::String;
    else if (type == QLatin1String("button")) spec.type = OptionSpec::Type::Button;
    else return fail(type.isEmpty() ? tr("no type") : tr("unknown type '%1'").arg(type));
    if (spec.type == OptionSpec::Type::Spin) {
        bool okMin = true, okMax = true, okDef = true;
        spec.min = hasMin ? min.toInt(&okMin) : 0;
        spec.max = hasMax ? max.toInt(&okMax) : 0;
        if (hasDefault) def.toLongLong(&okDef);
        if (!okMin || !okMax || !okDef) return fail(tr("spin values must be whole numbers"));
        if (spec.min > spec.max) return fail(tr("min %1 is greater than max %2").arg(spec.min).arg(spec.max));
    }
    if (spec.type == OptionSpec::Type::String && def == QLatin1String("<empty>")) def.clear();
    spec.name = name.toStdString();
    spec.defaultValue = def.toStdString();
    return spec;
}

UciInfoLine parseUciInfo(const QString& line, const Position& pos) {
    UciInfoLine out;
    const QStringList w = words(line);
    if (w.isEmpty() || w[0] != QLatin1String("info")) {
        out.error = tr("not an info line");
        return out;
    }
    EngineInfo& info = out.info;
    auto number = [&](int& i, const QString& key, qint64& value) {
        bool ok = false;
        value = i < w.size() ? w[i].toLongLong(&ok) : 0;
        if (!ok) {
            if (out.error.isEmpty())
                out.error = tr("info: '%1' needs a number, got '%2'").arg(key, i < w.size() ? w[i] : QString());
            return false;
        }
        ++i;
        return true;
    };
    // A number that does not fit its field is an error and leaves the field as it was: narrowing
    // it would wrap (`multipv 4294967297` is 1) and a huge mate count overflows the score.
    auto inRange = [&](const QString& key, qint64 v, qint64 lo, qint64 hi) {
        if (v >= lo && v <= hi) return true;
        if (out.error.isEmpty()) out.error = tr("info: %1 %2 is out of range (%3 to %4)").arg(key).arg(v).arg(lo).arg(hi);
        return false;
    };
    bool unusable = false; // a line for a PV slot that cannot exist is not a search update
    int i = 1;
    while (i < w.size()) {
        const QString key = w[i++];
        qint64 v = 0;
        if (key == QLatin1String("string")) {
            out.text = w.mid(i).join(QLatin1Char(' '));
            break;
        } else if (key == QLatin1String("depth")) {
            if (number(i, key, v) && inRange(key, v, 0, kMaxInfoDepth)) info.depth = int(v);
        } else if (key == QLatin1String("seldepth")) {
            if (number(i, key, v) && inRange(key, v, 0, kMaxInfoDepth)) info.seldepth = int(v);
        } else if (key == QLatin1String("multipv")) {
            if (!number(i, key, v)) unusable = true;
            else if (inRange(key, v, 1, kMaxInfoMultiPv)) info.multiPv = int(v);
            else unusable = true;
        } else if (key == QLatin1String("time")) {
            if (number(i, key, v)) info.timeMs = std::max<qint64>(0, v);
        } else if (key == QLatin1String("nodes")) {
            if (number(i, key, v)) info.nodes = quint64(std::max<qint64>(0, v)), out.hasSearchData = true;
        } else if (key == QLatin1String("nps")) {
            if (number(i, key, v)) info.nps = quint64(std::max<qint64>(0, v));
        } else if (key == QLatin1String("hashfull")) {
            if (number(i, key, v) && inRange(key, v, 0, 1000)) info.hashfull = int(v);
        } else if (key == QLatin1String("score")) {
            const QString kind = i < w.size() ? w[i++] : QString();
            if (kind == QLatin1String("cp") || kind == QLatin1String("mate")) {
                const bool mate = kind == QLatin1String("mate");
                if (!number(i, kind, v) || (mate && !inRange(QStringLiteral("score mate"), v, -kMaxInfoMate, kMaxInfoMate))) {
                    unusable = true; // a PV shown without its score would read as 0.00
                } else {
                    out.hasScore = out.hasSearchData = true;
                    info.isMate = kind == QLatin1String("mate");
                    if (info.isMate) {
                        info.mateMoves = int(v);
                        info.scoreCp = v > 0 ? kMate - int(2 * v - 1) : -kMate + int(-2 * v);
                    } else {
                        info.scoreCp = int(std::clamp<qint64>(v, -kMateBound + 1, kMateBound - 1));
                    }
                }
            } else if (out.error.isEmpty()) {
                out.error = tr("info: score must be 'cp' or 'mate', got '%1'").arg(kind);
            }
        } else if (key == QLatin1String("lowerbound") || key == QLatin1String("upperbound")) {
            // Usually right after the score, but Stockfish (and eschess-engine) put the chances
            // first: `score cp 20 wdl 300 500 200 lowerbound`.
            info.bound = key == QLatin1String("lowerbound") ? Bound::Lower : Bound::Upper;
        } else if (key == QLatin1String("wdl")) {
            // Three permille figures (UCI_ShowWDL); all three or none.
            qint64 f[3] = {0, 0, 0};
            bool ok = true;
            for (qint64& x : f) ok = ok && number(i, key, x) && inRange(key, x, 0, 1000);
            if (ok) {
                info.hasWdl = true;
                info.wdl = {int(f[0]), int(f[1]), int(f[2])};
            }
        } else if (key == QLatin1String("currmove")) {
            // A root move: legal in the searched position, or an error and nothing shown.
            const QString text = i < w.size() && !isInfoKeyword(w[i]) ? w[i++] : QString();
            auto move = parseUciMove(pos, text.toStdString());
            if (move) {
                info.currMove = *move;
                out.hasProgress = true;
            } else if (out.error.isEmpty()) {
                out.error = tr("info currmove: %1").arg(text.isEmpty() ? tr("no move") : QString::fromStdString(move.error()));
            }
            while (i < w.size() && !isInfoKeyword(w[i])) ++i;
        } else if (key == QLatin1String("currmovenumber")) {
            if (number(i, key, v) && inRange(key, v, 1, kMaxInfoCurrMoveNumber)) {
                info.currMoveNumber = int(v);
                out.hasProgress = true;
            }
        } else if (key == QLatin1String("pv")) {
            // A second `pv` replaces the first: appending would make a line that is not a game
            // (found by fuzz_uci_parser).
            info.pv.clear();
            Position p = pos;
            while (i < w.size() && !isInfoKeyword(w[i])) {
                const QString text = w[i++];
                auto move = parseUciMove(p, text.toStdString());
                if (!move) {
                    if (out.error.isEmpty())
                        out.error = tr("info pv: %1").arg(QString::fromStdString(move.error()));
                    while (i < w.size() && !isInfoKeyword(w[i])) ++i;
                    break;
                }
                info.pv.append(*move);
                p.makeMove(*move);
            }
            out.hasSearchData = true;
        } else {
            // tbhits, wdl, …: skip their arguments. Unknown words are
            // skipped too but reported, so that a stream of nonsense counts as garbage.
            if (!isInfoKeyword(key) && out.error.isEmpty()) out.error = tr("info: unknown field '%1'").arg(key.left(40));
            while (i < w.size() && !isInfoKeyword(w[i])) ++i;
        }
    }
    if (unusable) out.hasSearchData = out.hasProgress = false;
    return out;
}

UciBestMove parseUciBestMove(const QString& line, const Position& pos) {
    UciBestMove out;
    const QStringList w = words(line);
    if (w.isEmpty() || w[0] != QLatin1String("bestmove")) {
        out.error = tr("not a bestmove line");
        return out;
    }
    const bool noLegal = legalMoves(pos).empty();
    if (w.size() < 2) {
        out.error = tr("'bestmove' without a move");
        return out;
    }
    if (w[1] == QLatin1String("(none)") || w[1] == QLatin1String("0000")) {
        if (!noLegal) out.error = tr("bestmove '%1' although there are legal moves").arg(w[1]);
        return out;
    }
    auto best = parseUciMove(pos, w[1].toStdString());
    if (!best) {
        out.error = tr("illegal bestmove: %1").arg(QString::fromStdString(best.error()));
        return out;
    }
    out.best = *best;
    if (w.size() >= 4 && w[2] == QLatin1String("ponder")) {
        Position after = pos;
        after.makeMove(out.best);
        auto ponder = parseUciMove(after, w[3].toStdString());
        if (ponder) out.ponder = *ponder;
    }
    return out;
}

QString uciPositionCommand(const Position& start, const std::vector<Move>& moves) {
    QString cmd = QStringLiteral("position ");
    const std::string fen = start.fen();
    if (fen == Position::kStartFen) cmd += QLatin1String("startpos");
    else cmd += QLatin1String("fen ") + QString::fromStdString(fen);
    if (!moves.empty()) {
        cmd += QLatin1String(" moves");
        for (Move m : moves) cmd += QLatin1Char(' ') + QString::fromStdString(toUci(start, m));
    }
    return cmd;
}

QString uciGoCommand(const SearchLimits& l, const Position* game) {
    QStringList parts{QStringLiteral("go")};
    if (l.ponder) parts << QStringLiteral("ponder");
    if (l.hasClock(White)) parts << QStringLiteral("wtime") << QString::number(std::max<qint64>(0, l.timeMs[White]));
    if (l.hasClock(Black)) parts << QStringLiteral("btime") << QString::number(std::max<qint64>(0, l.timeMs[Black]));
    if (l.hasClock(White) && l.incMs[White] > 0) parts << QStringLiteral("winc") << QString::number(l.incMs[White]);
    if (l.hasClock(Black) && l.incMs[Black] > 0) parts << QStringLiteral("binc") << QString::number(l.incMs[Black]);
    if (l.movesToGo > 0) parts << QStringLiteral("movestogo") << QString::number(l.movesToGo);
    if (l.depth > 0) parts << QStringLiteral("depth") << QString::number(l.depth);
    if (l.nodes > 0) parts << QStringLiteral("nodes") << QString::number(l.nodes);
    if (l.mate > 0) parts << QStringLiteral("mate") << QString::number(l.mate);
    if (l.movetimeMs > 0) parts << QStringLiteral("movetime") << QString::number(l.movetimeMs);
    if (l.multiPv > 1) {
        // MultiPV is an option in UCI, not a go parameter; the engine sets it beforehand.
    }
    if (!l.searchMoves.empty()) {
        parts << QStringLiteral("searchmoves");
        for (Move m : l.searchMoves) parts << QString::fromStdString(game ? toUci(*game, m) : toUci(m));
    }
    if (l.infinite || parts.size() == 1) parts << QStringLiteral("infinite");
    return parts.join(QLatin1Char(' '));
}

QString uciSetOptionCommand(const QString& name, const QString& value) {
    // The last line of defence against command injection: specs and settings reject line breaks
    // with a message, but whatever reaches here still goes out as exactly one line.
    auto oneLine = [](QString text) {
        text.replace(QLatin1Char('\r'), QLatin1Char(' '));
        text.replace(QLatin1Char('\n'), QLatin1Char(' '));
        return text;
    };
    QString cmd = QStringLiteral("setoption name ") + oneLine(name);
    if (!value.isEmpty()) cmd += QStringLiteral(" value ") + oneLine(value);
    return cmd;
}

bool hasLineBreak(const QString& text) { return text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')); }

const OptionSpec* findUciOption(std::span<const OptionSpec> options, std::string_view name) {
    for (const OptionSpec& o : options)
        if (sameOptionName(o.name, name)) return &o;
    return nullptr;
}

QString uciOptionValueProblem(std::span<const OptionSpec> options, const QString& name, const QString& value) {
    const OptionSpec* it = findUciOption(options, name.toStdString());
    if (!it) return tr("it has no option '%1'").arg(name);
    const QString shownName = QString::fromStdString(it->name);
    const QString v = value.trimmed();
    switch (it->type) {
    case OptionSpec::Type::Check:
        if (v.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0 ||
            v.compare(QLatin1String("false"), Qt::CaseInsensitive) == 0)
            return QString();
        return tr("%1 must be true or false, not '%2'").arg(shownName, value);
    case OptionSpec::Type::Spin: {
        bool ok = false;
        const qlonglong n = v.toLongLong(&ok);
        if (ok && n >= it->min && n <= it->max) return QString();
        return tr("%1 must be a whole number from %2 to %3, not '%4'").arg(shownName).arg(it->min).arg(it->max).arg(value.left(20));
    }
    case OptionSpec::Type::Combo: {
        QStringList choices;
        for (const std::string& c : it->choices) {
            const QString choice = QString::fromStdString(c);
            if (choice.compare(v, Qt::CaseInsensitive) == 0) return QString();
            choices.append(choice);
        }
        return tr("%1 must be one of %2, not '%3'").arg(shownName, choices.join(QLatin1String(", ")), value);
    }
    case OptionSpec::Type::String:
    case OptionSpec::Type::Button: return QString();
    }
    return QString();
}

QString uciOptionTypeName(OptionSpec::Type type) {
    switch (type) {
    case OptionSpec::Type::Check: return QStringLiteral("check");
    case OptionSpec::Type::Spin: return QStringLiteral("spin");
    case OptionSpec::Type::Combo: return QStringLiteral("combo");
    case OptionSpec::Type::String: return QStringLiteral("string");
    case OptionSpec::Type::Button: return QStringLiteral("button");
    }
    return QString();
}

} // namespace eschess::app
