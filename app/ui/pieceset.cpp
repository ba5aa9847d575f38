#include "app/ui/pieceset.h"

#include <QFile>
#include <QPainter>

#include <QSvgRenderer>
#include <algorithm>

// The resources live in the eschess_ui static library; registering them explicitly keeps the
// linker from dropping them. Q_INIT_RESOURCE must be called outside any namespace.
static void initPieceResources() {
    static const bool registered = [] {
        Q_INIT_RESOURCE(pieces);
        return true;
    }();
    Q_UNUSED(registered);
}

namespace eschess::app {

namespace {

constexpr int kMaxCachedPixmaps = 96; // 12 pieces × a few sizes; a resize storm stays bounded

bool isRealPiece(Piece p) {
    return p != NoPiece && typeOf(p) >= Pawn && typeOf(p) <= King;
}

} // namespace

PieceSet::PieceSet() {
    initPieceResources();
    for (int c = 0; c < 2; ++c)
        for (int pt = Pawn; pt <= King; ++pt) {
            const Piece piece = makePiece(Color(c), PieceType(pt));
            auto renderer = std::make_unique<QSvgRenderer>(resourcePath(piece));
            if (renderer->isValid()) m_renderers[piece] = std::move(renderer);
        }
}

PieceSet::~PieceSet() = default;

bool PieceSet::isComplete() const {
    int loaded = 0;
    for (const auto& r : m_renderers) loaded += r ? 1 : 0;
    return loaded == 12;
}

QString PieceSet::resourcePath(Piece piece) {
    static const char kLetters[] = " PNBRQK";
    if (!isRealPiece(piece)) return {};
    return QStringLiteral(":/pieces/%1%2.svg")
        .arg(colorOf(piece) == White ? QLatin1Char('w') : QLatin1Char('b'))
        .arg(QLatin1Char(kLetters[typeOf(piece)]));
}

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) const {
    if (!isRealPiece(piece) || size <= 0) return {};
    const int pixels = std::max(1, qRound(size * devicePixelRatio));
    const quint64 key = (quint64(piece) << 48) | (quint64(pixels) << 16) | quint64(size & 0xffff);
    if (auto it = m_cache.constFind(key); it != m_cache.constEnd()) return *it;

    QPixmap pm(pixels, pixels);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        if (const auto& renderer = m_renderers[piece]) {
            renderer->render(&p, QRectF(0, 0, pixels, pixels));
        } else {
            // Fallback: the piece letter, so a broken resource never hides a piece.
            QFont font;
            font.setPixelSize(pixels * 2 / 3);
            font.setBold(true);
            p.setFont(font);
            p.setPen(colorOf(piece) == White ? Qt::white : Qt::black);
            p.drawText(QRect(0, 0, pixels, pixels), Qt::AlignCenter, QString(QLatin1Char(pieceChar(piece))));
        }
    }
    pm.setDevicePixelRatio(qreal(pixels) / size);
    if (m_cache.size() >= kMaxCachedPixmaps) m_cache.clear();
    m_cache.insert(key, pm);
    return pm;
}

void PieceSet::paint(QPainter& painter, Piece piece, const QRect& cell) const {
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const QPixmap pm = pixmap(piece, cell.width(), dpr);
    if (!pm.isNull()) painter.drawPixmap(cell.topLeft(), pm);
}

} // namespace eschess::app
