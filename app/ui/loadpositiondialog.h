#pragma once

#include "core/position.h"
#include "notation/epd.h"

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTabWidget;
class QTreeWidget;

namespace eschess::app {

// Load a position: paste a FEN (or one EPD line), checked as you type, or open an EPD file and
// pick a record from a list showing its id and best moves. Bad input shows the engine
// library's message behind a translated prefix, and OK stays disabled: nothing changes.
class LoadPositionDialog : public QDialog {
    Q_OBJECT
public:
    explicit LoadPositionDialog(QWidget* parent = nullptr);

    void setText(const QString& fenOrEpd);
    // Reads an EPD file into the list; returns false (with the reason shown) when it cannot.
    bool loadEpdFile(const QString& path);
    // Fills the list from EPD text (for tests and pasted suites).
    void setEpdText(const QString& text, const QString& sourceName);

    bool hasPosition() const;
    eschess::Position position() const;
    QString errorText() const; // what is wrong with the current input ("" when fine)

    QLineEdit* fenEdit() const { return m_fen; }
    QTreeWidget* epdList() const { return m_list; }
    int epdCount() const { return int(m_records.size()); }
    void selectEpd(int index);

    // Parses a FEN or, failing that, an EPD line. The error is the parser's message behind a
    // translated prefix ("Invalid FEN: piece placement: rank 7 has more than 8 squares").
    static bool parseFenOrEpd(const QString& text, eschess::Position* pos, QString* error);

private:
    void validate();
    void chooseFile();

    QTabWidget* m_tabs;
    QLineEdit* m_fen;
    QLabel* m_fenStatus;
    QLabel* m_fileLabel;
    QTreeWidget* m_list;
    QLabel* m_epdErrors;
    QDialogButtonBox* m_buttons;
    std::vector<eschess::EpdRecord> m_records;
};

} // namespace eschess::app
