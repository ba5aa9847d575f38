#pragma once
// Asks what to run: which suite (built in or an EPD file), which engines, which limit,
// how many jobs at once, and the Bratko-Kopec time scale.

#include "app/core/suiterunner.h"

#include <QDialog>
#include <QStringList>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace eschess::app {

struct SuiteSetup {
    QString suiteName;   // shown in tables and used for the run history
    QString suiteSource; // a built-in key ("bk") or a file path
    QStringList engineSpecs;
    SuiteLimit limit;
    int jobs = 1;
    double bkScale = 1.0;
    bool missMargins = false; // SuiteRunner::setMissMargins
};

class SuiteSetupDialog : public QDialog {
    Q_OBJECT
public:
    // engineChoices: the names offered with check boxes (the searcher family, known external engines).
    explicit SuiteSetupDialog(const QStringList& engineChoices, QWidget* parent = nullptr);
    void setSetup(const SuiteSetup& setup);
    SuiteSetup setup() const;

private:
    void chooseFile();
    void updateSuiteInfo();
    void updateLimitWidgets();

    QComboBox* m_suite;
    QLabel* m_suiteInfo;
    QString m_filePath;
    QListWidget* m_engines;
    QLineEdit* m_extraEngines;
    QButtonGroup* m_limitKind;
    QSpinBox* m_moveTime;
    QSpinBox* m_depth;
    QSpinBox* m_nodes;
    QSpinBox* m_sweepDepth;
    QDoubleSpinBox* m_sweepTimeout;
    QSpinBox* m_jobs;
    QDoubleSpinBox* m_bkScale;
    QCheckBox* m_missMargins;
};

} // namespace eschess::app
