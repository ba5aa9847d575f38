#pragma once

#include "app/core/enginestore.h"

#include <QByteArray>
#include <QList>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace eschess::app {

// The application's persistent preferences over QSettings, versioned. Every getter validates
// what it reads: a value of the wrong type or out of range (a hand-edited or corrupted file)
// gives the default instead — never a crash or a nonsense state.
class Settings {
public:
    static constexpr int kVersion = 1;

    Settings();                            // the application's settings (organisation/app name)
    explicit Settings(const QString& iniFile); // a given file, for tests

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // Board theme name; "" means the board's default. Callers check it against themeNames().
    QString boardTheme() const;
    void setBoardTheme(const QString& name);
    bool showCoordinates() const;
    void setShowCoordinates(bool on);
    bool animations() const;
    void setAnimations(bool on);
    bool flipped() const;
    void setFlipped(bool on);

    // "" = the system's language, else one of languages(): "en", "de", "fr", "es", "ru", "zh_CN".
    QString language() const;
    void setLanguage(const QString& code);
    static QStringList languages(); // the codes we ship, "" first

    // Last chosen players in the new-game dialog ("human", "engine:<searcher>", "uci:<spec>").
    QString lastPlayer(int side) const;
    void setLastPlayer(int side, const QString& spec);
    // The analysis engine (a searcher name) and its number of lines (1–5).
    QString analysisEngine() const;
    void setAnalysisEngine(const QString& name);
    int multiPv() const;
    void setMultiPv(int lines);
    // Delay between moves when two engines play (0–10000 ms).
    int moveDelayMs() const;
    void setMoveDelayMs(int ms);
    // Show an engine's thinking (search panels, engine output, evaluation bar) to the person
    // playing it while the game runs; off by default, so that a player is not shown the answer.
    bool showEngineThinking() const;
    void setShowEngineThinking(bool on);

    QString lastDirectory() const;
    void setLastDirectory(const QString& dir);

    // The external UCI engines the user has added (engines dialog; read by every dialog that
    // offers engines). The list's own format is EngineStore's.
    QList<ExternalEngine> externalEngines() const;
    void setExternalEngines(const QList<ExternalEngine>& engines);

    // The match dialog's last entries (keys match/…). Engines are the dialog's item data
    // ("family:<name>", "uci:<index>"); options the text typed for each engine.
    QString lastMatchEngine(int index) const; // index 0 or 1
    void setLastMatchEngine(int index, const QString& data);
    QString lastMatchOptions(int index) const; // at most 500 characters
    void setLastMatchOptions(int index, const QString& text);
    int lastMatchGames() const;               // 1–100000, default 10
    void setLastMatchGames(int games);
    int lastMatchTimeControlKind() const;     // 0 clock, 1 movetime, 2 depth, 3 nodes
    void setLastMatchTimeControlKind(int kind);
    QString lastMatchTimeControlValue() const; // "" = the dialog's default; at most 50 characters
    void setLastMatchTimeControlValue(const QString& text);

    // The Polyglot book shown in the Opening Book panel; "" = none.
    QString bookPath() const;
    void setBookPath(const QString& path);
    // The games explorer's PGN database, indexed again when its panel is next shown.
    QString explorerDatabase() const;
    void setExplorerDatabase(const QString& path);
    // Engines play from that book in games against a person (off by default).
    bool engineUsesBook() const;
    void setEngineUsesBook(bool on);
    QString lastMatchOpenings() const;
    void setLastMatchOpenings(const QString& path);
    int lastMatchConcurrency() const;
    void setLastMatchConcurrency(int games);
    QString lastMatchPgn() const;
    void setLastMatchPgn(const QString& path);

    // The test-suite dialog's last setup (keys suite/…); numbers are clamped to their ranges.
    QString suiteSource() const; // "bk" by default
    void setSuiteSource(const QString& source);
    QStringList suiteEngines() const;
    void setSuiteEngines(const QStringList& specs);
    int suiteLimitKind() const; // SuiteLimit::Kind as a number, 0–3 (0, movetime, when junk)
    void setSuiteLimitKind(int kind);
    int suiteMoveTimeMs() const; // 10–3600000, default 1000
    void setSuiteMoveTimeMs(int ms);
    int suiteDepth() const; // 1–64, default 4
    void setSuiteDepth(int depth);
    int suiteSweepTimeoutMs() const; // 100–3600000, default 10000
    void setSuiteSweepTimeoutMs(int ms);
    int suiteNodes() const; // 1000–2000000000, default 1000000
    void setSuiteNodes(int nodes);
    int suiteJobs() const; // 1–256, default 1
    void setSuiteJobs(int jobs);
    double suiteBkScale() const; // 0.001–100, default 1
    void setSuiteBkScale(double scale);
    bool suiteMissMargins() const; // default false
    void setSuiteMissMargins(bool on);

    void sync() { m_settings.sync(); }

private:
    QString readString(const char* key, const QString& fallback, int maxLength = 200) const;
    bool readBool(const char* key, bool fallback) const;
    int readInt(const char* key, int fallback, int min, int max) const;
    // A number outside [min, max] is brought to the nearest end; no number gives fallback.
    int readClamped(const QString& key, int fallback, int min, int max) const;
    QByteArray readBytes(const char* key) const;
    void migrate();

    QSettings m_settings;
};

} // namespace eschess::app
