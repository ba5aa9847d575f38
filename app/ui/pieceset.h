#pragma once

#include "core/types.h"

#include <QHash>
#include <QPixmap>

#include <array>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace eschess::app {

// The twelve piece images, loaded once from the SVG files compiled into the resources
// (:/pieces/wK.svg …) and rendered as vectors at the exact device-pixel size they are drawn
// at, so pieces stay crisp at any board size and screen scale. Rendered pixmaps are cached
// per piece, size and device-pixel ratio; a resize renders each piece once more.
class PieceSet {
  public:
    PieceSet();
    ~PieceSet();
    PieceSet(const PieceSet&) = delete;
    PieceSet& operator=(const PieceSet&) = delete;

    // True when all twelve images loaded (a missing one is drawn as a letter).
    bool isComplete() const;
    // The piece at size × size logical pixels for a device with this pixel ratio.
    QPixmap pixmap(eschess::Piece piece, int size, qreal devicePixelRatio) const;
    // Draws the piece into a square cell at the painter's device-pixel ratio.
    void paint(QPainter& painter, eschess::Piece piece, const QRect& cell) const;
    // The resource path of a piece's image.
    static QString resourcePath(eschess::Piece piece);

  private:
    std::array<std::unique_ptr<QSvgRenderer>, eschess::PieceCount> m_renderers;
    mutable QHash<quint64, QPixmap> m_cache;
};

} // namespace eschess::app
