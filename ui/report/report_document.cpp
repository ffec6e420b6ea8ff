#include "ui/report/report_document.h"

#include "ui/report/chart_text_object.h"
#include "ui/report/report_language_scope.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <memory>
#include <set>
#include <type_traits>

namespace gpuadvisor::report {

namespace {

constexpr double kHeaderMm = 11, kFooterMm = 9;

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

// A table cell's text, where an id longer than a column may be (default_storage_usd_per_gb_month, a path in
// a source) may break after its underscores and slashes: words are kept whole (paintReport), and one such
// id would otherwise widen its table past the page.
QString cell(const std::string& text) {
    constexpr int kLongWord = 16;
    QStringList words = QString::fromStdString(text).split(u' ');
    for (QString& word : words)
        if (word.size() > kLongWord) {
            word.replace(u'_', QStringLiteral("_\u200B")).replace(u'/', QStringLiteral("/\u200B"));
            if (word.endsWith(QChar(0x200B)))
                word.chop(1);
        }
    return words.join(u' ').toHtmlEscaped();
}

double mmToPixels(double mm, const QPaintDevice& device) {
    return mm / 25.4 * device.logicalDpiY();
}

// The report as HTML for QTextDocument: headings, paragraphs, tables with a repeated header row, and
// <img src="chart:N"> placeholders that become vector chart objects.
class HtmlWriter {
  public:
    HtmlWriter(const ReportModel& model, double contentWidthPx) : m_model(model), m_width(contentWidthPx) {}

    QString html() {
        m_charts.clear(); // chart N of the HTML is m_charts[N], however often this runs
        m_tableWidths.clear();
        m_html = QStringLiteral(
            "<html><head><style>"
            "h1 { font-size: 15pt; color: #1f3b57; margin-top: 14px; margin-bottom: 6px; }"
            "h2 { font-size: 11pt; color: #1f3b57; margin-top: 12px; margin-bottom: 4px; }"
            "p { margin-top: 3px; margin-bottom: 5px; }"
            "table.data { border-collapse: collapse; border-color: #9aa8b5; border-style: solid; }"
            "table.data th { background-color: #e6edf3; font-weight: bold; text-align: left; }"
            "td.num, th.num { text-align: right; }"
            "p.caption { color: #44505c; font-size: 7.5pt; }"
            "p.emphasis { font-size: 11pt; font-weight: bold; }"
            ".label { color: #5b6773; font-size: 8pt; }"
            ".value { font-size: 13pt; font-weight: bold; color: #1f3b57; }"
            "</style></head><body>");
        cover();
        for (const ReportSection& section : m_model.sections) {
            const QString breakStyle =
                section.newPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString();
            m_html += QStringLiteral("<h%1%2>%3</h%1>")
                          .arg(section.level == 1 ? 1 : 2)
                          .arg(breakStyle, esc(section.heading));
            for (const ReportBlock& block : section.blocks)
                std::visit([this](const auto& b) { write(b); }, block);
        }
        m_html += QStringLiteral("</body></html>");
        return m_html;
    }

    std::vector<ReportChart> charts() const { return m_charts; }
    // Per table of the HTML, in order: the column width hints (percent, 0 = as the text needs), set on the
    // imported tables by applyColumnWidths.
    const std::vector<std::vector<int>>& tableWidths() const { return m_tableWidths; }

  private:
    void cover() {
        m_html +=
            QStringLiteral(
                "<p style=\"margin-top: 24px; font-size: 24pt; font-weight: bold; color: #1f3b57;\">%1</p>")
                .arg(esc(m_model.title));
        m_html += QStringLiteral("<p style=\"font-size: 13pt; color: #44505c; margin-bottom: 16px;\">%1</p>")
                      .arg(esc(m_model.subtitle));
        m_html += QStringLiteral("<table cellpadding=\"4\" cellspacing=\"0\">");
        m_tableWidths.emplace_back();
        for (const auto& [label, value] : m_model.cover)
            m_html += QStringLiteral("<tr><td class=\"label\" style=\"padding-right: 18px;\">%1</td><td "
                                     "style=\"font-size: 11pt;\">%2</td></tr>")
                          .arg(esc(label), esc(value));
        m_html += QStringLiteral("</table>");
    }

    void write(const ReportParagraph& p) {
        m_html += QStringLiteral("<p%1>%2</p>")
                      .arg(p.emphasis ? QStringLiteral(" class=\"emphasis\"") : QString(), esc(p.text));
    }

    void write(const ReportBullets& b) {
        m_html += QStringLiteral("<ul>");
        for (const std::string& item : b.items)
            m_html += QStringLiteral("<li style=\"margin-bottom: 3px;\">%1</li>").arg(esc(item));
        m_html += QStringLiteral("</ul>");
    }

    void write(const ReportFigures& f) {
        constexpr int kColumns = 3;
        m_html += QStringLiteral(
            "<table width=\"100%\" cellpadding=\"6\" cellspacing=\"4\" style=\"margin-top: 10px;\">");
        m_tableWidths.emplace_back();
        for (std::size_t i = 0; i < f.items.size(); ++i) {
            if (i % kColumns == 0)
                m_html += QStringLiteral("<tr>");
            m_html += QStringLiteral("<td width=\"33%\" style=\"background-color: #f1f5f8;\"><span "
                                     "class=\"label\">%1</span><br/>"
                                     "<span class=\"value\">%2</span></td>")
                          .arg(esc(f.items[i].first), esc(f.items[i].second));
            if (i % kColumns == kColumns - 1 || i + 1 == f.items.size())
                m_html += QStringLiteral("</tr>");
        }
        m_html += QStringLiteral("</table>");
    }

    void write(const ReportTable& t) {
        // Wide tables (year by year, the assumptions register) get a smaller type so that they fit the page.
        const QString size = t.header.size() > 6 ? QStringLiteral("7pt") : QStringLiteral("8pt");
        m_html +=
            QStringLiteral(
                "<table class=\"data\" width=\"100%\" border=\"0.5\" cellpadding=\"3\" cellspacing=\"0\" "
                "style=\"font-size: %1; margin-top: 4px;\"><thead><tr>")
                .arg(size);
        m_tableWidths.push_back(t.widthPercent);
        auto numeric = [&](std::size_t column) { return column < t.numeric.size() && t.numeric[column]; };
        for (std::size_t c = 0; c < t.header.size(); ++c)
            m_html += QStringLiteral("<th%1>%2</th>")
                          .arg(numeric(c) ? QStringLiteral(" class=\"num\"") : QString(), esc(t.header[c]));
        m_html += QStringLiteral("</tr></thead>");
        for (const auto& row : t.rows) {
            m_html += QStringLiteral("<tr>");
            for (std::size_t c = 0; c < row.size(); ++c)
                m_html += QStringLiteral("<td%1>%2</td>")
                              .arg(numeric(c) ? QStringLiteral(" class=\"num\"") : QString(), cell(row[c]));
            m_html += QStringLiteral("</tr>");
        }
        m_html += QStringLiteral("</table>");
        if (!t.caption.empty())
            m_html += QStringLiteral("<p class=\"caption\">%1</p>").arg(esc(t.caption));
    }

    void write(const ReportChart& chart) {
        const int index = int(m_charts.size());
        m_charts.push_back(chart);
        const double height = m_width * (chart.kind == ReportChartKind::Memory ? 0.5 : 0.44);
        m_html += QStringLiteral("<p align=\"center\" style=\"margin-top: 8px;\"><img src=\"%1%2\" "
                                 "width=\"%3\" height=\"%4\"/></p>")
                      .arg(ChartTextObject::kPrefix)
                      .arg(index)
                      .arg(m_width, 0, 'f', 0)
                      .arg(height, 0, 'f', 0);
        const QString figure =
            QString::fromStdString(fillPhrase(m_model.figureLabel, {std::to_string(index + 1)}));
        m_html += QStringLiteral("<p class=\"caption\"><b>%1</b>%2</p>")
                      .arg(figure.toHtmlEscaped(), esc(chart.caption));
    }

    const ReportModel& m_model;
    double m_width;
    QString m_html;
    std::vector<ReportChart> m_charts;
    std::vector<std::vector<int>> m_tableWidths;
};

// As fixed widths: Qt 6 bounds a percentage column by the minimum widths of the columns after it counted
// twice, so a 27 % hint came out as the column's longest word. Fixed lengths are in 96-dpi pixels, which Qt
// scales to the device; `textWidth96` is the width of the text area in them.
void applyColumnWidths(QTextDocument& document, const std::vector<std::vector<int>>& widths,
                       double textWidth96) {
    std::size_t index = 0;
    for (QTextFrame* frame : document.rootFrame()->childFrames()) {
        auto* table = qobject_cast<QTextTable*>(frame);
        if (!table)
            continue;
        if (index < widths.size() && !widths[index].empty()) {
            QList<QTextLength> constraints;
            for (int column = 0; column < table->columns(); ++column) {
                const int percent = std::size_t(column) < widths[index].size() ? widths[index][column] : 0;
                constraints.append(percent > 0
                                       ? QTextLength(QTextLength::FixedLength, textWidth96 * percent / 100)
                                       : QTextLength());
            }
            QTextTableFormat format = table->format();
            format.setColumnWidthConstraints(constraints);
            table->setFormat(format);
        }
        ++index;
    }
}

bool holdsChart(const QTextBlock& block) {
    for (auto it = block.begin(); !it.atEnd(); ++it)
        if (ChartTextObject::chartIndex(it.fragment().charFormat()) >= 0)
            return true;
    return false;
}

// The first block that should start a new page: a heading or chart whose next block lands on the following
// page, or a paragraph split over two pages (Qt draws the whole paragraph on both, clipped, so its text would
// read twice when copied or searched). An invalid block when there is none.
QTextBlock firstBlockToMove(QTextDocument& document) {
    const double pageHeight = document.pageSize().height();
    auto* layout = document.documentLayout();
    auto page = [&](double y) { return int(y / pageHeight); };
    auto lineTop = [&](const QTextBlock& block, int line) {
        const QTextLayout* text = block.layout();
        return layout->blockBoundingRect(block).top() +
               (text && text->lineCount() > line ? text->lineAt(line).y() : 0);
    };
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue;
        const double top = lineTop(block, 0);
        if (top < 1)
            continue;
        const QTextLayout* text = block.layout();
        const bool inTable = QTextCursor(block).currentTable() != nullptr; // Qt keeps table rows whole
        if (!inTable && text && text->lineCount() > 1) {
            const QTextLine last = text->lineAt(text->lineCount() - 1);
            const double bottom = layout->blockBoundingRect(block).top() + last.y() + last.height();
            if (page(top + 1) != page(bottom - 1) && bottom - top < pageHeight / 2)
                return block;
        }
        const QTextBlock next = block.next();
        if (next.isValid() && (block.blockFormat().headingLevel() > 0 || holdsChart(block)) &&
            page(top + 1) != page(lineTop(next, 0) + 1))
            return block;
    }
    return {};
}

// QTextDocument has no keep-with-next nor keep-together: such blocks get a page break before them, one at a
// time, each followed by a whole new layout (a break moves everything after it, and Qt's incremental relayout
// after a format change was seen to leave later blocks without lines).
void keepWithNext(QTextDocument& document) {
    const QSizeF size = document.pageSize();
    std::set<int> moved; // blocks this function gave a break (a section's own break stays)
    auto setBreak = [](const QTextBlock& block, bool on) {
        QTextBlockFormat format = block.blockFormat();
        format.setPageBreakPolicy(on ? format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore
                                     : format.pageBreakPolicy() & ~QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(format);
    };
    for (int round = 0; round < 100; ++round) {
        document.setPageSize(size); // lays the whole document out again
        const QTextBlock block = firstBlockToMove(document);
        if (!block.isValid())
            return;
        // A heading whose paragraph was moved earlier (it ran over a page end) takes over that break, or the
        // heading would stand alone on a page of its own.
        if (const QTextBlock next = block.next(); next.isValid() && moved.erase(next.blockNumber()))
            setBreak(next, false);
        setBreak(block, true);
        moved.insert(block.blockNumber());
    }
    document.setPageSize(size);
}

void paintHeader(QPainter& painter, const QRectF& area, const ReportModel& model, const QImage& logo) {
    painter.save();
    double x = area.left();
    if (!logo.isNull()) {
        const double height = area.height() * 0.8;
        const double width = height * logo.width() / std::max(1, logo.height());
        painter.drawImage(QRectF(x, area.top(), width, height), logo);
        x += width + area.height() * 0.4;
    }
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(8);
    painter.setFont(font);
    painter.setPen(QColor(0x44, 0x50, 0x5c));
    const QRectF text(x, area.top(), area.right() - x, area.height() * 0.8);
    painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(QString::fromStdString(model.header), Qt::ElideRight,
                                                      int(text.width())));
    painter.setPen(QPen(QColor(0x9a, 0xa8, 0xb5), 0));
    painter.drawLine(QPointF(area.left(), area.bottom()), QPointF(area.right(), area.bottom()));
    painter.restore();
}

void paintFooter(QPainter& painter, const QRectF& area, const ReportModel& model, const QString& footnote,
                 int page, int pages) {
    painter.save();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(7.5);
    painter.setFont(font);
    painter.setPen(QColor(0x5b, 0x67, 0x73));
    painter.drawText(area, Qt::AlignLeft | Qt::AlignBottom, footnote);
    painter.drawText(
        area, Qt::AlignRight | Qt::AlignBottom,
        QString::fromStdString(fillPhrase(model.pageLabel, {std::to_string(page), std::to_string(pages)})));
    painter.restore();
}

} // namespace

QPageSize qtPageSize(PageSize size) {
    return QPageSize(size == PageSize::Letter ? QPageSize::Letter : QPageSize::A4);
}

Result<PageSize> parsePageSize(const QString& text) {
    if (text.compare(QLatin1String("a4"), Qt::CaseInsensitive) == 0)
        return PageSize::A4;
    if (text.compare(QLatin1String("letter"), Qt::CaseInsensitive) == 0)
        return PageSize::Letter;
    return invalidInput("page-size",
                        "page size '" + text.toStdString() + "' is not offered (allowed: A4, Letter)");
}

QMarginsF reportMarginsMm() {
    return {18, 12, 18, 12};
}

int paintReport(const ReportModel& model, QPagedPaintDevice& device, const PageDecoration& decoration) {
    const ReportLanguageScope language(model.language); // the charts' Qt strings follow the report
    const QRectF page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    const double header = mmToPixels(kHeaderMm, device), footer = mmToPixels(kFooterMm, device);
    const QRectF body(0, header, page.width(), page.height() - header - footer);

    QTextDocument document;
    document.documentLayout()->setPaintDevice(&device);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    // Words stay whole (Qt's default breaks anywhere, so a table column shrank to "Desempenh|o" and ids broke
    // mid-token); a table then gives each column at least its longest word.
    QTextOption wrapping = document.defaultTextOption();
    wrapping.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(wrapping);
    document.setPageSize(body.size());
    HtmlWriter writer(model, body.width());
    const QString html = writer.html();
    // Every <img> of the report is a chart placeholder: the chart handler stands in for the image handler.
    auto* charts = new ChartTextObject(model.study, writer.charts(), &document);
    document.documentLayout()->registerHandler(QTextFormat::ImageObject, charts);
    document.setHtml(html);
    applyColumnWidths(document, writer.tableWidths(), body.width() * 96 / device.logicalDpiX());
    keepWithNext(document);

    const int pages = document.pageCount();
    QPainter painter(&device);
    painter.setRenderHint(QPainter::Antialiasing);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette.setColor(QPalette::Text, Qt::black);
    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            device.newPage();
        paintHeader(painter, QRectF(0, 0, page.width(), header * 0.75), model, decoration.logo);
        painter.save();
        painter.translate(body.left(), body.top() - p * body.height());
        const QRectF visible(0, p * body.height(), body.width(), body.height());
        painter.setClipRect(visible);
        context.clip = visible;
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        paintFooter(painter, QRectF(0, page.height() - footer * 0.8, page.width(), footer * 0.8), model,
                    decoration.footnote, p + 1, pages);
    }
    return pages;
}

} // namespace gpuadvisor::report
