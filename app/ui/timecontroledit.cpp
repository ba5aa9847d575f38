#include "app/ui/timecontroledit.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

#include <algorithm>
#include <array>

namespace eschess::app {

namespace {

struct KindChoice {
    TimeControl::Kind kind;
    const char* example; // what the field shows when this kind is chosen
};
// In the order of the list (a dialog's saved index refers to it).
constexpr std::array<KindChoice, 4> kKinds{{{TimeControl::Kind::Clock, "10+0.1"},
                                            {TimeControl::Kind::MoveTime, "100"},
                                            {TimeControl::Kind::Depth, "4"},
                                            {TimeControl::Kind::Nodes, "10000"}}};

// A list position made valid: the combo box gives -1 when empty, and a saved setting may name
// a kind this build no longer lists.
int validKindIndex(int index) { return std::clamp(index, 0, int(kKinds.size()) - 1); }

} // namespace

TimeControlEdit::TimeControlEdit(QWidget* parent) : QWidget(parent), m_kind(new QComboBox), m_value(new QLineEdit) {
    m_kind->addItem(tr("Clock (moves/seconds+increment)"));
    m_kind->addItem(tr("Time per move (ms)"));
    m_kind->addItem(tr("Fixed depth"));
    m_kind->addItem(tr("Nodes per move"));
    m_value->setText(QString::fromLatin1(kKinds[0].example));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_kind);
    row->addWidget(m_value);
    setFocusProxy(m_kind); // the form label's accelerator lands on the kind
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int k) {
        m_value->setText(QString::fromLatin1(kKinds[std::size_t(validKindIndex(k))].example));
    });
}

std::optional<TimeControl> TimeControlEdit::timeControl(QString* error) const {
    return TimeControl::parse(kKinds[std::size_t(kindIndex())].kind, m_value->text(), error);
}

int TimeControlEdit::kindIndex() const { return validKindIndex(m_kind->currentIndex()); }

QString TimeControlEdit::text() const { return m_value->text(); }

void TimeControlEdit::restore(int kindIndex, const QString& text) {
    m_kind->setCurrentIndex(validKindIndex(kindIndex)); // puts the kind's example in
    if (!text.isEmpty()) m_value->setText(text);
}

} // namespace eschess::app
