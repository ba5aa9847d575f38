#include "app/ui/loadpositiondialog.h"

#include "app/core/textinput.h"

#include "notation/san.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace eschess::app {

namespace {
const char* const kErrorStyle = "color: #b71c1c;";
} // namespace

LoadPositionDialog::LoadPositionDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Load Position"));
    m_tabs = new QTabWidget(this);

    auto* fenPage = new QWidget(m_tabs);
    m_fen = new QLineEdit(fenPage);
    m_fen->setPlaceholderText(tr("Paste a FEN or an EPD line"));
    m_fen->setClearButtonEnabled(true);
    m_fen->setMinimumWidth(460);
    m_fenStatus = new QLabel(fenPage);
    m_fenStatus->setWordWrap(true);
    m_fenStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* fenLayout = new QVBoxLayout(fenPage);
    fenLayout->addWidget(new QLabel(tr("FEN:"), fenPage));
    fenLayout->addWidget(m_fen);
    fenLayout->addWidget(m_fenStatus);
    fenLayout->addStretch(1);
    m_tabs->addTab(fenPage, tr("FEN"));

    auto* epdPage = new QWidget(m_tabs);
    auto* open = new QPushButton(tr("Open EPD File…"), epdPage);
    m_fileLabel = new QLabel(tr("No file"), epdPage);
    m_list = new QTreeWidget(epdPage);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Line"), tr("Id"), tr("Best move"), tr("Position (FEN)")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_epdErrors = new QLabel(epdPage);
    m_epdErrors->setWordWrap(true);
    m_epdErrors->setStyleSheet(QLatin1String(kErrorStyle));
    m_epdErrors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* top = new QHBoxLayout;
    top->addWidget(open);
    top->addWidget(m_fileLabel, 1);
    auto* epdLayout = new QVBoxLayout(epdPage);
    epdLayout->addLayout(top);
    epdLayout->addWidget(m_list, 1);
    epdLayout->addWidget(m_epdErrors);
    m_tabs->addTab(epdPage, tr("EPD file"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);
    resize(720, 420);

    connect(m_fen, &QLineEdit::textChanged, this, &LoadPositionDialog::validate);
    connect(m_tabs, &QTabWidget::currentChanged, this, &LoadPositionDialog::validate);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &LoadPositionDialog::validate);
    connect(m_list, &QTreeWidget::itemDoubleClicked, this, [this] {
        if (hasPosition()) accept();
    });
    connect(open, &QPushButton::clicked, this, &LoadPositionDialog::chooseFile);
    validate();
}

bool LoadPositionDialog::parseFenOrEpd(const QString& text, eschess::Position* pos, QString* error) {
    const std::string s = text.trimmed().toStdString();
    // A castling field only Chess960 has (HAha, or K with the king off e1) makes it Chess960.
    auto fen = eschess::Position::fromFenDetectingChess960(s);
    if (fen) {
        *pos = *fen;
        return true;
    }
    auto epd = eschess::parseEpd(s);
    if (epd) {
        *pos = epd->position;
        return true;
    }
    // Four fields and a semicolon look like EPD: its message then says more than the FEN's.
    const bool looksEpd = text.contains(QLatin1Char(';'));
    QString message = QString::fromStdString(looksEpd ? epd.error() : fen.error());
    // The library names the format itself ("FEN: …"); the translated prefix says it instead.
    for (const QLatin1String tag : {QLatin1String("FEN: "), QLatin1String("EPD: ")})
        if (message.startsWith(tag)) message = message.mid(tag.size());
    *error = looksEpd ? tr("Invalid EPD: %1").arg(message) : tr("Invalid FEN: %1").arg(message);
    return false;
}

void LoadPositionDialog::setText(const QString& text) {
    m_tabs->setCurrentIndex(0);
    m_fen->setText(text);
}

QString LoadPositionDialog::errorText() const {
    if (m_tabs->currentIndex() == 0) {
        if (m_fen->text().trimmed().isEmpty()) return QString();
        eschess::Position pos;
        QString error;
        if (parseFenOrEpd(m_fen->text(), &pos, &error)) return QString();
        return error;
    }
    return QString();
}

bool LoadPositionDialog::hasPosition() const {
    if (m_tabs->currentIndex() == 0) {
        eschess::Position pos;
        QString error;
        return !m_fen->text().trimmed().isEmpty() && parseFenOrEpd(m_fen->text(), &pos, &error);
    }
    const QTreeWidgetItem* item = m_list->currentItem();
    return item && item->data(0, Qt::UserRole).toInt() >= 0;
}

eschess::Position LoadPositionDialog::position() const {
    eschess::Position pos;
    if (m_tabs->currentIndex() == 0) {
        QString error;
        parseFenOrEpd(m_fen->text(), &pos, &error);
        return pos;
    }
    if (const QTreeWidgetItem* item = m_list->currentItem()) {
        const int index = item->data(0, Qt::UserRole).toInt();
        if (index >= 0 && index < int(m_records.size())) pos = m_records[size_t(index)].position;
    }
    return pos;
}

void LoadPositionDialog::validate() {
    const QString error = errorText();
    if (m_tabs->currentIndex() == 0) {
        if (!error.isEmpty()) {
            m_fenStatus->setStyleSheet(QLatin1String(kErrorStyle));
            m_fenStatus->setText(error);
        } else if (!m_fen->text().trimmed().isEmpty()) {
            m_fenStatus->setStyleSheet(QString());
            m_fenStatus->setText(tr("Valid position, %1 to move.").arg(position().sideToMove() == eschess::White ? tr("White") : tr("Black")));
        } else {
            m_fenStatus->clear();
        }
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(hasPosition());
}

void LoadPositionDialog::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open EPD File"), QString(),
                                                      tr("EPD files (*.epd);;All files (*)"));
    if (!path.isEmpty()) loadEpdFile(path);
}

bool LoadPositionDialog::loadEpdFile(const QString& path) {
    m_tabs->setCurrentIndex(1);
    QString error;
    const std::optional<QByteArray> data = readTextInput(path, &error);
    if (!data) {
        m_epdErrors->setText(error);
        return false;
    }
    setEpdText(QString::fromUtf8(*data), QFileInfo(path).fileName());
    return !m_records.empty();
}

void LoadPositionDialog::setEpdText(const QString& text, const QString& sourceName) {
    m_tabs->setCurrentIndex(1);
    const eschess::EpdFile parsed = eschess::parseEpdFile(text.toStdString());
    m_records = parsed.records;
    m_list->clear();
    for (size_t i = 0; i < m_records.size(); ++i) {
        const eschess::EpdRecord& r = m_records[i];
        QStringList bm;
        for (const std::string& m : r.operands("bm")) bm << QString::fromStdString(m);
        auto* item = new QTreeWidgetItem(m_list, {QString::number(r.line), QString::fromStdString(r.id()),
                                                  bm.join(QLatin1Char(' ')), QString::fromStdString(r.fen)});
        item->setData(0, Qt::UserRole, int(i));
    }
    m_fileLabel->setText(tr("%1: %n position(s)", nullptr, int(m_records.size())).arg(sourceName));
    QStringList errors;
    for (const std::string& e : parsed.errors) errors << tr("Invalid EPD: %1").arg(QString::fromStdString(e));
    if (errors.size() > 10) {
        const int more = int(errors.size()) - 10;
        errors = errors.mid(0, 10);
        errors << tr("… and %n more error(s)", nullptr, more);
    }
    m_epdErrors->setText(errors.join(QLatin1Char('\n')));
    if (!m_records.empty()) m_list->setCurrentItem(m_list->topLevelItem(0));
    validate();
}

void LoadPositionDialog::selectEpd(int index) {
    if (index >= 0 && index < m_list->topLevelItemCount()) m_list->setCurrentItem(m_list->topLevelItem(index));
}

} // namespace eschess::app
