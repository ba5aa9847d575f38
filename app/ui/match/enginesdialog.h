#pragma once
// The engines dialog: add an external UCI engine by path (with arguments and a working folder),
// read its `id` and `option` lines by starting it once, edit the options with fitting widgets
// (check box, spin box, combo box, line edit, button), and keep the list in QSettings. Engines
// found in /usr/games are offered for adding with one click.

#include "app/core/enginestore.h"

#include "search/searcher.h"

#include <QDialog>
#include <QMap>
#include <QPointer>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace eschess::app {

class UciEngine;

class EnginesDialog : public QDialog {
    Q_OBJECT
public:
    explicit EnginesDialog(QWidget* parent = nullptr);
    ~EnginesDialog() override;

    const QList<ExternalEngine>& engines() const { return m_engines; }

    void accept() override;

private:
    void addEngine(const ExternalEngine& e);
    void addByPath();
    void removeCurrent();
    void showEngine(int row);
    void storeForm();
    void readOptions();
    void buildOptionTable(const QList<eschess::OptionSpec>& options);
    void refreshList();

    QList<ExternalEngine> m_engines;
    int m_current = -1;
    QListWidget* m_list = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_program = nullptr;
    QLineEdit* m_arguments = nullptr;
    QLineEdit* m_directory = nullptr;
    QPushButton* m_readButton = nullptr;
    QPushButton* m_foundButton = nullptr;
    QTableWidget* m_options = nullptr;
    QLabel* m_status = nullptr;
    QPointer<UciEngine> m_probe;
};

} // namespace eschess::app
