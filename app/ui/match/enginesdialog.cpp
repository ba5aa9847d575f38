#include "app/ui/match/enginesdialog.h"

#include "app/core/settings.h"
#include "app/core/uciengine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace eschess::app {

namespace {

QString optionValue(const ExternalEngine& e, const QString& name, const QString& fallback) {
    for (const auto& [n, v] : e.options)
        if (n == name) return v;
    return fallback;
}

void setOptionValue(ExternalEngine& e, const QString& name, const QString& value, const QString& defaultValue) {
    for (auto it = e.options.begin(); it != e.options.end(); ++it) {
        if (it->first != name) continue;
        if (value == defaultValue) e.options.erase(it);
        else it->second = value;
        return;
    }
    if (value != defaultValue) e.options.emplace_back(name, value);
}

} // namespace

EnginesDialog::EnginesDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Engines"));
    m_engines = Settings().externalEngines();

    m_list = new QListWidget;
    auto* add = new QPushButton(tr("&Add…"));
    auto* remove = new QPushButton(tr("&Remove"));
    m_foundButton = new QPushButton(tr("Installed engines"));
    auto* found = new QMenu(this);
    for (const ExternalEngine& e : EngineStore::discover()) {
        found->addAction(tr("%1 (%2)").arg(e.name, e.program), this, [this, e] { addEngine(e); });
    }
    if (found->isEmpty()) m_foundButton->setEnabled(false);
    m_foundButton->setMenu(found);
    connect(add, &QPushButton::clicked, this, &EnginesDialog::addByPath);
    connect(remove, &QPushButton::clicked, this, &EnginesDialog::removeCurrent);

    m_name = new QLineEdit;
    m_program = new QLineEdit;
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("UCI engine"), QStringLiteral("/usr/games"));
        if (!path.isEmpty()) m_program->setText(path);
    });
    m_arguments = new QLineEdit;
    m_arguments->setPlaceholderText(tr("e.g. --uci"));
    m_directory = new QLineEdit;
    m_directory->setPlaceholderText(tr("the program's folder"));
    auto* browseDir = new QPushButton(tr("Browse…"));
    connect(browseDir, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Working folder"));
        if (!dir.isEmpty()) m_directory->setText(dir);
    });
    m_readButton = new QPushButton(tr("Read &options"));
    connect(m_readButton, &QPushButton::clicked, this, &EnginesDialog::readOptions);
    m_options = new QTableWidget(0, 2);
    m_options->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    m_options->horizontalHeader()->setStretchLastSection(true);
    m_options->verticalHeader()->hide();
    m_status = new QLabel;
    m_status->setWordWrap(true);

    auto* programRow = new QHBoxLayout;
    programRow->addWidget(m_program);
    programRow->addWidget(browse);
    auto* dirRow = new QHBoxLayout;
    dirRow->addWidget(m_directory);
    dirRow->addWidget(browseDir);
    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Program:"), programRow);
    form->addRow(tr("Arguments:"), m_arguments);
    form->addRow(tr("Working folder:"), dirRow);
    auto* right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_readButton);
    right->addWidget(m_options, 1);
    right->addWidget(m_status);

    auto* left = new QVBoxLayout;
    left->addWidget(m_list, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    left->addLayout(buttons);
    left->addWidget(m_foundButton);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, this, &EnginesDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &EnginesDialog::reject);
    auto* top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addLayout(right, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(box);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        storeForm();
        showEngine(row);
    });
    refreshList();
    if (!m_engines.isEmpty()) m_list->setCurrentRow(0);
    else showEngine(-1);
    resize(820, 520);
}

EnginesDialog::~EnginesDialog() {
    if (m_probe) m_probe->quit();
}

void EnginesDialog::refreshList() {
    const QSignalBlocker block(m_list);
    m_list->clear();
    for (const ExternalEngine& e : m_engines) m_list->addItem(e.name);
    if (m_current >= 0 && m_current < m_list->count()) m_list->setCurrentRow(m_current);
}

void EnginesDialog::addEngine(const ExternalEngine& e) {
    storeForm();
    m_engines.append(e);
    refreshList();
    m_list->setCurrentRow(int(m_engines.size()) - 1);
    readOptions();
}

void EnginesDialog::addByPath() {
    const QString path = QFileDialog::getOpenFileName(this, tr("UCI engine"), QStringLiteral("/usr/games"));
    if (path.isEmpty()) return;
    ExternalEngine e;
    e.program = path;
    e.name = QFileInfo(path).fileName();
    addEngine(e);
}

void EnginesDialog::removeCurrent() {
    if (m_current < 0 || m_current >= m_engines.size()) return;
    m_engines.removeAt(m_current);
    m_current = -1;
    refreshList();
    showEngine(m_list->currentRow());
}

void EnginesDialog::showEngine(int row) {
    m_current = row;
    const bool valid = row >= 0 && row < m_engines.size();
    for (QWidget* w : {static_cast<QWidget*>(m_name), static_cast<QWidget*>(m_program), static_cast<QWidget*>(m_arguments),
                       static_cast<QWidget*>(m_directory), static_cast<QWidget*>(m_readButton)})
        w->setEnabled(valid);
    m_options->setRowCount(0);
    m_status->clear();
    if (!valid) {
        m_name->clear();
        m_program->clear();
        m_arguments->clear();
        m_directory->clear();
        return;
    }
    const ExternalEngine& e = m_engines[row];
    m_name->setText(e.name);
    m_program->setText(e.program);
    m_arguments->setText(e.arguments.join(QLatin1Char(' ')));
    m_directory->setText(e.workingDirectory);
    if (!e.options.empty()) {
        QStringList set;
        for (const auto& [n, v] : e.options) set << n + QLatin1Char('=') + v;
        m_status->setText(tr("Options set: %1. Read the options to edit them.").arg(set.join(QStringLiteral(", "))));
    }
}

void EnginesDialog::storeForm() {
    if (m_current < 0 || m_current >= m_engines.size()) return;
    ExternalEngine& e = m_engines[m_current];
    e.name = m_name->text().trimmed().isEmpty() ? QFileInfo(m_program->text()).fileName() : m_name->text().trimmed();
    e.program = m_program->text().trimmed();
    e.arguments = QProcess::splitCommand(m_arguments->text());
    e.workingDirectory = m_directory->text().trimmed();
    if (m_list->item(m_current)) m_list->item(m_current)->setText(e.name);
}

void EnginesDialog::readOptions() {
    storeForm();
    if (m_current < 0 || m_current >= m_engines.size()) return;
    if (m_probe) m_probe->quit();
    const ExternalEngine e = m_engines[m_current];
    UciEngineConfig config;
    config.program = e.program;
    config.arguments = e.arguments;
    config.workingDirectory = e.workingDirectory;
    m_probe = new UciEngine(config, this);
    m_probe->setHandshakeTimeout(5000);
    m_status->setText(tr("Starting %1…").arg(e.program));
    m_readButton->setEnabled(false);
    const int row = m_current;
    connect(m_probe, &Engine::ready, this, [this, row] {
        m_readButton->setEnabled(true);
        if (!m_probe || row != m_current) return;
        ExternalEngine& eng = m_engines[row];
        m_status->setText(tr("%1 by %2: %3 options").arg(m_probe->idName(), m_probe->idAuthor()).arg(m_probe->options().size()));
        if (eng.name == QFileInfo(eng.program).fileName() && !m_probe->idName().isEmpty()) {
            eng.name = m_probe->idName();
            m_name->setText(eng.name);
            if (m_list->item(row)) m_list->item(row)->setText(eng.name);
        }
        buildOptionTable(m_probe->options());
        m_probe->quit();
    });
    connect(m_probe, &Engine::failed, this, [this](const QString& why) {
        m_readButton->setEnabled(true);
        m_status->setText(tr("Could not read the engine: %1").arg(why));
    });
    m_probe->start();
}

void EnginesDialog::buildOptionTable(const QList<OptionSpec>& options) {
    m_options->setRowCount(0);
    const int row0 = m_current;
    for (const OptionSpec& o : options) {
        const QString name = QString::fromStdString(o.name);
        const QString def = QString::fromStdString(o.defaultValue);
        if (name.startsWith(QLatin1String("UCI_")) && name != QLatin1String("UCI_LimitStrength") &&
            name != QLatin1String("UCI_Elo"))
            continue; // set by the GUI, not by people
        const QString current = optionValue(m_engines[row0], name, def);
        const int row = m_options->rowCount();
        m_options->insertRow(row);
        auto* label = new QTableWidgetItem(name);
        label->setFlags(Qt::ItemIsEnabled);
        m_options->setItem(row, 0, label);
        auto store = [this, row0, name, def](const QString& value) {
            if (row0 < m_engines.size()) setOptionValue(m_engines[row0], name, value, def);
        };
        QWidget* editor = nullptr;
        switch (o.type) {
        case OptionSpec::Type::Check: {
            auto* box = new QCheckBox;
            box->setChecked(current == QLatin1String("true"));
            connect(box, &QCheckBox::toggled, this, [store](bool on) { store(on ? QStringLiteral("true") : QStringLiteral("false")); });
            editor = box;
            break;
        }
        case OptionSpec::Type::Spin: {
            auto* spin = new QSpinBox;
            spin->setRange(o.min, o.max);
            spin->setValue(current.toInt());
            connect(spin, &QSpinBox::valueChanged, this, [store](int v) { store(QString::number(v)); });
            editor = spin;
            break;
        }
        case OptionSpec::Type::Combo: {
            auto* combo = new QComboBox;
            for (const std::string& c : o.choices) combo->addItem(QString::fromStdString(c));
            combo->setCurrentText(current);
            connect(combo, &QComboBox::currentTextChanged, this, [store](const QString& v) { store(v); });
            editor = combo;
            break;
        }
        case OptionSpec::Type::String: {
            auto* line = new QLineEdit(current);
            connect(line, &QLineEdit::textEdited, this, [store](const QString& v) { store(v); });
            editor = line;
            break;
        }
        case OptionSpec::Type::Button: {
            auto* label2 = new QLabel(tr("(button: pressed by the engine's user, not stored)"));
            editor = label2;
            break;
        }
        }
        m_options->setCellWidget(row, 1, editor);
    }
    m_options->resizeColumnToContents(0);
}

void EnginesDialog::accept() {
    storeForm();
    Settings().setExternalEngines(m_engines);
    QDialog::accept();
}

} // namespace eschess::app
