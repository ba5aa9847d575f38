// makepieces — writes the twelve piece SVGs of resources/pieces/ from the chess glyphs of
// DejaVu Sans (U+265A–U+265F, the solid set). Run once by hand; the app never needs the font.
//
// Each piece is two paths in a 100 × 100 view box, 84 units tall, centred, standing on y = 92:
//   1. the glyph's outer contours filled and stroked in the "ink" colour — the outline and,
//      through the glyph's holes, the inner detail lines;
//   2. the glyph itself filled in the body colour.
// White: white body, near-black ink. Black: near-black body, near-white ink (a light halo
// that keeps black pieces readable on dark squares).
//
// Build and run (Debian, Qt 6):
//   g++ -std=c++20 -fPIC makepieces.cpp $(pkg-config --cflags --libs Qt6Gui) -o makepieces
//   QT_QPA_PLATFORM=offscreen ./makepieces /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ..

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPainterPath>
#include <QRawFont>
#include <QRegularExpression>
#include <QTransform>

#include <cstdio>

namespace {

QPainterPath glyphPath(const QRawFont& font, char32_t codePoint) {
    const QList<quint32> glyphs = font.glyphIndexesForString(QString::fromUcs4(&codePoint, 1));
    return glyphs.isEmpty() ? QPainterPath() : font.pathForGlyph(glyphs.first());
}

QString number(double v) {
    return QString::number(v, 'f', 2).remove(QRegularExpression(QStringLiteral("\\.?0+$")));
}

// SVG path data of a painter path (TrueType quadratics arrive as cubics).
QString svgPathData(const QPainterPath& path) {
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo()) {
            if (i) d += QLatin1Char('Z');
            d += QStringLiteral("M%1 %2").arg(number(e.x), number(e.y));
        } else if (e.isLineTo()) {
            d += QStringLiteral("L%1 %2").arg(number(e.x), number(e.y));
        } else if (e.isCurveTo()) {
            const auto c1 = path.elementAt(i + 1), c2 = path.elementAt(i + 2);
            d += QStringLiteral("C%1 %2 %3 %4 %5 %6")
                     .arg(number(e.x), number(e.y), number(c1.x), number(c1.y), number(c2.x), number(c2.y));
            i += 2;
        }
    }
    return d + QLatin1Char('Z');
}

// The contours not inside any other contour: the glyph's silhouette without its holes.
QPainterPath silhouette(const QPainterPath& path) {
    const QList<QPolygonF> polygons = path.toSubpathPolygons();
    QPainterPath outline;
    for (int i = 0; i < polygons.size(); ++i) {
        bool inside = false;
        for (int j = 0; j < polygons.size() && !inside; ++j)
            inside = i != j && polygons[j].boundingRect().contains(polygons[i].boundingRect()) &&
                     polygons[j].containsPoint(polygons[i].first(), Qt::OddEvenFill);
        if (inside) continue;
        QPainterPath contour;
        contour.addPolygon(polygons[i]);
        contour.closeSubpath();
        outline = outline.united(contour);
    }
    return outline;
}

} // namespace

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: makepieces FONT.ttf OUTPUT_DIR\n");
        return 2;
    }
    const QRawFont font(QString::fromLocal8Bit(argv[1]), 1000.0);
    if (!font.isValid()) {
        std::fprintf(stderr, "makepieces: cannot read the font %s\n", argv[1]);
        return 1;
    }
    const QString outDir = QString::fromLocal8Bit(argv[2]);
    QDir().mkpath(outDir);
    const char kLetters[] = "KQRBNP"; // U+265A … U+265F in this order
    for (int i = 0; i < 6; ++i) {
        QPainterPath glyph = glyphPath(font, char32_t(0x265A + i));
        if (glyph.isEmpty()) {
            std::fprintf(stderr, "makepieces: the font has no glyph U+%04X\n", 0x265A + i);
            return 1;
        }
        const QRectF box = glyph.boundingRect();
        QTransform place;
        place.translate(50, 92);
        place.scale(84.0 / box.height(), 84.0 / box.height());
        place.translate(-box.center().x(), -box.bottom());
        glyph = place.map(glyph);
        const QString body = svgPathData(glyph), outline = svgPathData(silhouette(glyph));
        for (const bool white : {true, false}) {
            const QString ink = white ? QStringLiteral("#1e1e1e") : QStringLiteral("#f4f4f4");
            const QString fill = white ? QStringLiteral("#ffffff") : QStringLiteral("#1e1e1e");
            QString svg = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" "
                                         "width=\"100\" height=\"100\">\n");
            svg += QStringLiteral("<path fill=\"%1\" stroke=\"%1\" stroke-width=\"3.2\" "
                                  "stroke-linejoin=\"round\" d=\"%2\"/>\n")
                       .arg(ink, outline);
            if (white)
                svg += QStringLiteral("<path fill=\"%1\" stroke=\"%2\" stroke-width=\"1.2\" "
                                      "stroke-linejoin=\"round\" d=\"%3\"/>\n")
                           .arg(fill, ink, body);
            else
                svg += QStringLiteral("<path fill=\"%1\" d=\"%2\"/>\n").arg(fill, body);
            svg += QStringLiteral("</svg>\n");
            QFile file(QStringLiteral("%1/%2%3.svg").arg(outDir).arg(white ? 'w' : 'b').arg(kLetters[i]));
            if (!file.open(QIODevice::WriteOnly) || file.write(svg.toUtf8()) < 0) {
                std::fprintf(stderr, "makepieces: cannot write %s\n", qPrintable(file.fileName()));
                return 1;
            }
        }
    }
    return 0;
}
