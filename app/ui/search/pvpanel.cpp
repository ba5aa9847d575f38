#include "app/ui/search/pvpanel.h"

#include "app/core/search/searchtext.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace eschess::app {

namespace {
constexpr int kPvThrottleMs = 100;

QString nodesText(quint64 n) {
    const QLocale locale;
    if (n >= 10'000'000)
        return PvPanel::tr("%1 M").arg(locale.toString(double(n) / 1e6, 'f', 1));
    if (n >= 100'000)
        return PvPanel::tr("%1 k").arg(locale.toString(double(n) / 1e3, 'f', 0));
    return locale.toString(qulonglong(n));
}
} // namespace

PvPanel::PvPanel(QWidget* parent)
    : QWidget(parent), m_tracker(new PvTracker(this)), m_header(new QLabel(this)),
      m_linesLayout(new QVBoxLayout), m_changes(new QLabel(this)), m_history(new QTableWidget(0, 4, this)),
      m_throttle(new QTimer(this)) {
    m_header->setTextFormat(Qt::RichText);
    auto* linesHost = new QWidget;
    linesHost->setLayout(m_linesLayout);
    m_linesLayout->setContentsMargins(2, 2, 2, 2);
    m_linesLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(linesHost);
    scroll->setFrameShape(QFrame::NoFrame);

    m_history->setHorizontalHeaderLabels({tr("Depth"), tr("Best move"), tr("Score"), tr("Time")});
    m_history->verticalHeader()->hide();
    m_history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_history->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_history->verticalHeader()->setDefaultSectionSize(m_history->fontMetrics().height() + 6);
    m_history->setToolTip(tr("The best move after each iteration; bold where it changed"));

    auto* historyBox = new QWidget;
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(m_changes);
    historyLayout->addWidget(m_history);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(historyBox);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({200, 200});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_header);
    layout->addWidget(split, 1);

    m_throttle->setSingleShot(true);
    m_throttle->setInterval(kPvThrottleMs);
    connect(m_throttle, &QTimer::timeout, this, &PvPanel::refreshIfShown);
    connect(m_tracker, &PvTracker::changed, this, [this] {
        if (!m_throttle->isActive()) m_throttle->start();
    });
    refreshNow();
}

void PvPanel::reset(const Position& pos) {
    if (m_previewing) hoverLink(QString());
    m_tracker->reset(pos);
    if (isVisible() || !m_stale) refreshNow(); // hidden and stale already: showEvent refreshes
}

void PvPanel::refreshIfShown() {
    if (isVisible()) refreshNow();
    else m_stale = true;
}

void PvPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) refreshNow();
}

void PvPanel::addInfo(const EngineInfo& info) {
    m_tracker->addInfo(info);
}

QString PvPanel::lineHtml(const EngineInfo& info) const {
    const Position& root = m_tracker->root();
    const QStringList sans = moveTexts(root, std::vector<Move>(info.pv.begin(), info.pv.end()));
    QString html = QStringLiteral("<b>%1</b>&nbsp; ").arg(scoreText(info).toHtmlEscaped());
    int number = root.fullmoveNumber();
    bool white = root.sideToMove() == White;
    for (int i = 0; i < sans.size(); ++i) {
        if (white)
            html += QStringLiteral("%1.&nbsp;").arg(number);
        else if (i == 0)
            html += QStringLiteral("%1...&nbsp;").arg(number);
        html += QStringLiteral("<a href=\"pv:%1:%2\" style=\"text-decoration:none\">%3</a> ")
                    .arg(info.multiPv)
                    .arg(i)
                    .arg(sans[i].toHtmlEscaped());
        if (!white) ++number;
        white = !white;
    }
    return html;
}

void PvPanel::refreshNow() {
    m_throttle->stop();
    m_stale = false;
    const auto& lines = m_tracker->lines();
    if (lines.isEmpty()) {
        m_header->setText(tr("<i>No search yet.</i>"));
    } else {
        const EngineInfo& main = lines.first();
        const QLocale locale;
        QString header =
            tr("<b>%1</b> &nbsp; depth %2/%3 &nbsp; %4 s &nbsp; %5 nodes")
                .arg(scoreText(main).toHtmlEscaped())
                .arg(main.depth)
                .arg(main.seldepth)
                .arg(locale.toString(double(main.timeMs) / 1000.0, 'f', 1), nodesText(main.nodes));
        if (main.nps > 0) header += tr(" &nbsp; %1 n/s").arg(nodesText(main.nps));
        if (main.bound == Bound::Lower) header += tr(" &nbsp; (fail high)");
        if (main.bound == Bound::Upper) header += tr(" &nbsp; (fail low)");
        m_header->setText(header);
    }
    // One label per line, reused between refreshes.
    while (m_lineLabels.size() > lines.size()) delete m_lineLabels.takeLast();
    while (m_lineLabels.size() < lines.size()) {
        auto* label = new QLabel;
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->installEventFilter(this);
        connect(label, &QLabel::linkHovered, this, &PvPanel::hoverLink);
        m_linesLayout->insertWidget(m_lineLabels.size(), label);
        m_lineLabels.append(label);
    }
    int i = 0;
    for (const EngineInfo& info : lines) m_lineLabels[i++]->setText(lineHtml(info));

    const auto& history = m_tracker->history();
    m_history->setRowCount(int(history.size()));
    const QLocale locale;
    for (int r = 0; r < history.size(); ++r) {
        const PvTracker::Iteration& it = history[r];
        const QString texts[4] = {QString::number(it.depth), it.bestMoveText, it.scoreText,
                                  tr("%1 s").arg(locale.toString(double(it.timeMs) / 1000.0, 'f', 2))};
        for (int c = 0; c < 4; ++c) {
            auto* item = new QTableWidgetItem(texts[c]);
            QFont font = item->font();
            font.setBold(it.changed);
            item->setFont(font);
            m_history->setItem(r, c, item);
        }
    }
    if (!history.isEmpty()) m_history->scrollToBottom();
    m_changes->setText(tr("Best move per iteration (changes: %1)").arg(m_tracker->bestMoveChanges()));
}

void PvPanel::hoverLink(const QString& href) {
    const QStringList parts = href.split(QLatin1Char(':'));
    if (parts.size() == 3 && parts[0] == QLatin1String("pv")) {
        const auto pos = m_tracker->previewPosition(parts[1].toInt(), parts[2].toInt());
        if (pos) {
            m_previewing = true;
            emit previewPosition(pos);
            return;
        }
    }
    if (m_previewing) {
        m_previewing = false;
        emit previewPosition(std::nullopt);
    }
}

bool PvPanel::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Leave && m_previewing) hoverLink(QString());
    return QWidget::eventFilter(watched, event);
}

} // namespace eschess::app
