#pragma once

#include <QByteArray>
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

    // "" = the system's language, else "en" or "de".
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

    QString lastDirectory() const;
    void setLastDirectory(const QString& dir);

    void sync() { m_settings.sync(); }

private:
    QString readString(const char* key, const QString& fallback, int maxLength = 200) const;
    bool readBool(const char* key, bool fallback) const;
    int readInt(const char* key, int fallback, int min, int max) const;
    QByteArray readBytes(const char* key) const;
    void migrate();

    QSettings m_settings;
};

} // namespace eschess::app
