#include "app/ui/preferencesdialog.h"

#include "app/core/settings.h"
#include "app/ui/boardwidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace eschess::app {

PreferencesDialog::PreferencesDialog(Settings& settings, QWidget* parent) : QDialog(parent), m_settings(settings) {
    setWindowTitle(tr("Preferences"));
    m_language = new QComboBox(this);
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    // Each language in its own name, so a reader finds theirs whatever the current language is.
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->addItem(QStringLiteral("Español"), QStringLiteral("es"));
    m_language->addItem(QStringLiteral("Русский"), QStringLiteral("ru"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings.language())));

    m_theme = new QComboBox(this);
    for (const QString& name : BoardWidget::themeNames()) m_theme->addItem(BoardWidget::themeDisplayName(name), name);
    const int theme = m_theme->findData(settings.boardTheme());
    if (theme >= 0) m_theme->setCurrentIndex(theme);

    m_coordinates = new QCheckBox(tr("Show coordinates"), this);
    m_coordinates->setChecked(settings.showCoordinates());
    m_animations = new QCheckBox(tr("Animate moves"), this);
    m_animations->setChecked(settings.animations());
    m_engineBook = new QCheckBox(tr("Engines play from the opening book in games against a person"), this);
    m_engineBook->setToolTip(tr("The book chosen in the Opening Book panel; the engine searches once the book "
                                "has no move for the position."));
    m_engineBook->setChecked(settings.engineUsesBook());
    m_delay = new QSpinBox(this);
    m_delay->setRange(0, 10000);
    m_delay->setSingleStep(100);
    m_delay->setSuffix(tr(" ms"));
    m_delay->setValue(settings.moveDelayMs());
    m_showThinking = new QCheckBox(tr("Show the engine's thinking in games against it"), this);
    m_showThinking->setObjectName(QStringLiteral("showEngineThinking"));
    m_showThinking->setToolTip(tr("Off: while you play an engine, its search, output and evaluation stay hidden "
                                  "until the game is over. Games between two engines always show them."));
    m_showThinking->setChecked(settings.showEngineThinking());

    auto* form = new QFormLayout;
    form->addRow(tr("Language:"), m_language);
    form->addRow(QString(), new QLabel(tr("<i>A new language takes effect when Eschess starts again.</i>"), this));
    form->addRow(tr("Board theme:"), m_theme);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_animations);
    form->addRow(tr("Delay between engine moves:"), m_delay);
    form->addRow(QString(), m_showThinking);
    form->addRow(QString(), m_engineBook);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

bool PreferencesDialog::apply() {
    const QString language = m_language->currentData().toString();
    const bool languageChanged = language != m_settings.language();
    m_settings.setLanguage(language);
    if (m_theme->currentIndex() >= 0) m_settings.setBoardTheme(m_theme->currentData().toString());
    m_settings.setShowCoordinates(m_coordinates->isChecked());
    m_settings.setAnimations(m_animations->isChecked());
    m_settings.setMoveDelayMs(m_delay->value());
    m_settings.setShowEngineThinking(m_showThinking->isChecked());
    m_settings.setEngineUsesBook(m_engineBook->isChecked());
    return languageChanged;
}

} // namespace eschess::app
