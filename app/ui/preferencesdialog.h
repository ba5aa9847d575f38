#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace eschess::app {

class Settings;

// Preferences: language (takes effect at the next start), board theme, coordinates, animation,
// the pause between moves when two engines play, and whether a person sees the engine think.
// Reads from and writes to Settings.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(Settings& settings, QWidget* parent = nullptr);
    // Writes the choices back; returns true when the language changed.
    bool apply();

    QComboBox* languageCombo() const { return m_language; }
    QComboBox* themeCombo() const { return m_theme; }

private:
    Settings& m_settings;
    QComboBox* m_language;
    QComboBox* m_theme;
    QCheckBox* m_coordinates;
    QCheckBox* m_animations;
    QCheckBox* m_engineBook;
    QSpinBox* m_delay;
    QCheckBox* m_showThinking;
};

} // namespace eschess::app
