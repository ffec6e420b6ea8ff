#include "ui/dashboard/dashboard.h"

#include "core/present/advice_text.h"
#include "core/present/control_text.h"
#include "core/present/unit_text.h"
#include "core/report/report_model.h"

#include "ui/charts/cost_chart.h"
#include "ui/charts/memory_chart.h"
#include "ui/charts/scaling_chart.h"
#include "ui/charts/sensitivity_charts.h"
#include "ui/common/display_format.h"
#include "ui/common/range_spin_box.h"
#include "ui/common/study_limits.h"
#include "ui/models/options_table_model.h"
#include "ui/models/text_table_model.h"

#include <QChartView>
#include <QComboBox>
#include <QDate>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace gpuadvisor::ui {

namespace {

QChartView* chartView() {
    auto* view = new QChartView;
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(280, 200);
    return view;
}

void replaceChart(QChartView* view, QChart* chart) {
    QChart* old = view->chart();
    view->setChart(chart); // the view takes the new chart and releases the old one
    delete old;
}

QTableView* tableView(QAbstractItemModel* model) {
    auto* view = new QTableView;
    view->setModel(model);
    view->setWordWrap(true);
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->setVisible(false);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    return view;
}

// Columns as wide as their contents, up to a fixed cap; the column holding the most text takes the rest and
// wraps (issue 21: "What it means" showed two words while "Citation" took the width, and "As of" 60 %).
void fitTextColumns(QTableView* view) {
    const QAbstractItemModel* model = view->model();
    QHeaderView* header = view->horizontalHeader();
    header->setStretchLastSection(false);
    int widest = model->columnCount() - 1; // with no rows, the last column, as before
    qsizetype most = 0;
    for (int c = 0; c < model->columnCount(); ++c) {
        qsizetype characters = 0;
        for (int r = 0; r < model->rowCount(); ++r)
            characters += model->index(r, c).data().toString().size();
        if (characters > most) {
            most = characters;
            widest = c;
        }
    }
    constexpr int kCap = 260;
    for (int c = 0; c < model->columnCount(); ++c) {
        header->setSectionResizeMode(c, c == widest ? QHeaderView::Stretch : QHeaderView::Interactive);
        if (c != widest) {
            view->resizeColumnToContents(c);
            view->setColumnWidth(c, std::min(view->columnWidth(c), kCap));
        }
    }
    view->resizeRowsToContents();
}

} // namespace

Dashboard::Dashboard(StudyRunner* runner, QWidget* parent) : QWidget(parent), m_runner(runner) {
    auto* layout = new QVBoxLayout(this);
    m_headline = new QLabel(
        tr("Start a study with File ▸ New study (Ctrl+N), or open an example from File ▸ Open example."));
    m_headline->setObjectName(QStringLiteral("headline"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = m_headline->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    m_headline->setFont(font);
    layout->addWidget(m_headline);
    // A study the engines refuse says why where the user looks, in the words the CLI uses, and offers the
    // wizard to correct it (issue 37: an unknown provider opened to a blank dashboard).
    m_problem = new QWidget;
    auto* problem = new QHBoxLayout(m_problem);
    problem->setContentsMargins(0, 0, 0, 0);
    m_problemText = new QLabel;
    m_problemText->setObjectName(QStringLiteral("studyProblem"));
    m_problemText->setWordWrap(true);
    m_problemText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problemText->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    auto* edit = new QPushButton(tr("&Edit the study…"));
    edit->setObjectName(QStringLiteral("editStudy"));
    connect(edit, &QPushButton::clicked, this, &Dashboard::editStudyRequested);
    problem->addWidget(m_problemText, 1);
    problem->addWidget(edit);
    m_problem->setVisible(false);
    layout->addWidget(m_problem);
    buildWhatIfBar(layout);

    m_results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(m_results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    // What leaves the application: enabled with the results, so a stale study is never exported.
    auto* exports = new QHBoxLayout;
    exports->addStretch();
    for (const auto& [name, text, signal] :
         {std::tuple{"previewReport", tr("Pre&view report…"), &Dashboard::previewReportRequested},
          std::tuple{"exportPdf", tr("Export &PDF…"), &Dashboard::exportPdfRequested},
          std::tuple{"exportCsv", tr("Export C&SV…"), &Dashboard::exportCsvRequested}}) {
        auto* button = new QPushButton(text);
        button->setObjectName(QString::fromLatin1(name));
        connect(button, &QPushButton::clicked, this, signal);
        exports->addWidget(button);
    }
    resultsLayout->addLayout(exports);
    auto* splitter = new QSplitter(Qt::Vertical);
    m_options = new OptionsTableModel(this);
    m_table = tableView(m_options);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(OptionsTableModel::Configuration, QHeaderView::Stretch);
    m_table->setObjectName(QStringLiteral("optionsTable"));
    splitter->addWidget(m_table);

    auto* tabs = new QTabWidget;
    auto* charts = new QWidget;
    auto* grid = new QGridLayout(charts);
    grid->setContentsMargins(0, 0, 0, 0);
    m_memoryView = chartView();
    m_scalingView = chartView();
    m_costView = chartView();
    m_tornadoView = chartView();
    m_utilisationView = chartView();
    m_why = new QTextBrowser;
    m_why->setObjectName(QStringLiteral("why"));
    grid->addWidget(m_memoryView, 0, 0);
    grid->addWidget(m_costView, 0, 1);
    grid->addWidget(m_scalingView, 0, 2);
    grid->addWidget(m_tornadoView, 1, 0);
    grid->addWidget(m_utilisationView, 1, 1);
    grid->addWidget(m_why, 1, 2);
    // The charts keep a readable size and scroll on a small screen instead of pushing the window past it
    // (issue 21: on a 1366×768 laptop the window grew back to 800 px whenever a study loaded).
    auto* chartsScroll = new QScrollArea;
    chartsScroll->setWidget(charts);
    chartsScroll->setWidgetResizable(true);
    chartsScroll->setFrameShape(QFrame::NoFrame);
    tabs->addTab(chartsScroll, tr("&Overview"));
    m_rejected = new TextTableModel({tr("Alternative"), tr("Why not")}, this);
    m_findings = new TextTableModel(
        {tr("Rule"), tr("Effect"), tr("What it means"), tr("Required controls"), tr("Citation")}, this);
    m_assumptions =
        new TextTableModel({tr("Value"), tr("Number"), tr("Unit"), tr("Source"), tr("As of")}, this);
    // Headers come with the rows, in the study's language (core/report: one presenter for window and PDF).
    m_asked = new TextTableModel({}, this);
    m_policy = new TextTableModel({}, this);
    tabs->addTab(tableView(m_asked), tr("&Your options"));
    tabs->addTab(tableView(m_rejected), tr("&Rejected alternatives"));
    tabs->addTab(tableView(m_findings), tr("&Compliance"));
    tabs->addTab(tableView(m_assumptions), tr("&Assumptions"));
    tabs->addTab(tableView(m_policy), tr("&Policy"));
    splitter->addWidget(tabs);
    m_table->setMinimumHeight(110);
    m_table->verticalHeader()->setSectionResizeMode(
        QHeaderView::ResizeToContents); // wrapped names stay whole
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    m_splitter = splitter;
    resultsLayout->addWidget(splitter);
    layout->addWidget(m_results, 1);
    layout->addStretch(); // takes the space only while the results are hidden: the rest stays at the top
    m_results->setEnabled(false);
    // Nothing to show before the first study: no empty chart frames, no levers over nothing.
    m_results->setVisible(false);
    m_levers->setVisible(false);

    connect(m_runner, &StudyRunner::started, this, &Dashboard::onStarted);
    connect(m_runner, &StudyRunner::finished, this, &Dashboard::onFinished);
    connect(m_runner, &StudyRunner::failed, this, &Dashboard::onFailed);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& index) { showDetails(index.row()); });
}

void Dashboard::buildWhatIfBar(QBoxLayout* layout) {
    m_levers = new QWidget;
    auto* levers = new QVBoxLayout(m_levers);
    levers->setContentsMargins(0, 0, 0, 0);
    auto* bar = new QHBoxLayout;
    m_utilisation = new RangeSpinBox;
    limitUtilisation(m_utilisation);
    m_utilisation->setSuffix(QStringLiteral(" %"));
    m_horizon = new RangeSpinBox;
    limitHorizon(m_horizon);
    m_horizon->setSuffix(tr(" months"));
    m_currency = new QComboBox;
    m_fx = new QDoubleSpinBox;
    m_fx->setObjectName(QStringLiteral("usdRate"));
    m_fx->setRange(0, 9999);
    m_fx->setDecimals(4);
    m_fx->setSingleStep(0.05);
    m_fx->setSpecialValueText(tr("catalog rate"));
    m_gpuPrice = new RangeSpinBox;
    m_gpuPrice->setRange(10, 1000);
    m_gpuPrice->setSuffix(QStringLiteral(" %"));
    m_gpuPrice->setValue(100);
    m_gpuPrice->setSingleStep(5);
    auto* reset = new QPushButton(tr("Reset what-ifs"));
    const std::pair<QString, QWidget*> fields[] = {{tr("&Utilisation:"), m_utilisation},
                                                   {tr("&Horizon:"), m_horizon},
                                                   {tr("C&urrency:"), m_currency},
                                                   {tr("1 USD &="), m_fx},
                                                   {tr("&GPU prices:"), m_gpuPrice}};
    for (const auto& [text, widget] : fields) {
        auto* label = new QLabel(text);
        label->setBuddy(widget);
        bar->addWidget(label);
        bar->addWidget(widget);
    }
    bar->addWidget(reset);
    bar->addStretch();
    levers->addLayout(bar);
    // On its own line, wrapped: in Portuguese beside the levers it widened the window past a laptop's screen.
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    levers->addWidget(m_status);
    layout->addWidget(m_levers);
    for (QSpinBox* box : {m_utilisation, m_horizon, m_gpuPrice}) {
        connect(box, &QSpinBox::valueChanged, this, &Dashboard::scheduleRecompute);
        connect(static_cast<RangeSpinBox*>(box), &RangeSpinBox::refused, this,
                [this](const QString& message) {
                    m_status->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
                    m_status->setText(message);
                });
    }
    connect(m_fx, &QDoubleSpinBox::valueChanged, this, &Dashboard::scheduleRecompute);
    // The rate is in the study currency: its suffix names it, so "1 USD = 6.5" cannot be read as euros.
    const auto rateCurrency = [this] { m_fx->setSuffix(QStringLiteral(" ") + m_currency->currentText()); };
    rateCurrency();
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this, rateCurrency] {
        if (m_fx->value() > 0) // a typed rate belonged to the previous currency: say it was dropped
            m_fxNote = tr("the rate you typed (%1) was for the previous currency; the catalog rate is used")
                           .arg(m_fx->text());
        rateCurrency();
        m_fx->setValue(0);
        scheduleRecompute();
    });
    connect(reset, &QPushButton::clicked, this, [this] { setScenario(m_scenario); });
}

void Dashboard::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    m_haveScenario = true;
    m_scenarioComputed = false;
    const QSignalBlocker b1(m_utilisation), b2(m_horizon), b3(m_currency), b4(m_fx), b5(m_gpuPrice);
    m_utilisation->setValue(int(std::lround(scenario.constraints.utilisation * 100)));
    // Only always-on serving is priced at the study's utilisation; a job runs its hours and a batch its hours
    // a night, so the lever would move nothing while the headline states another share (issue 37).
    const bool serving = scenario.workload.kind == WorkloadKind::Inference;
    m_utilisation->setEnabled(serving);
    m_utilisation->setToolTip(serving
                                  ? QString()
                                  : tr("Not used by this study: a job is priced for the hours it runs and a "
                                       "batch for its hours each night; the headline states that share."));
    m_horizon->setValue(scenario.constraints.horizonMonths);
    // The catalog's currencies, and the study's own even when the catalog has no rate for it: shown as it is,
    // and refused in words by the run (issue 37: a GBP study was computed in BRL).
    if (const db::SnapshotPtr snapshot = m_runner->snapshot())
        fillCurrencies(m_currency, snapshot->costs.fxRates,
                       QString::fromStdString(scenario.constraints.currency));
    else
        showCurrency(m_currency, QString::fromStdString(scenario.constraints.currency));
    m_fx->setValue(0);
    m_gpuPrice->setValue(100);
    recompute();
}

WhatIf Dashboard::whatIf() const {
    WhatIf w;
    // The lever shows whole percent: a file's 65.5 % stays 65.5 % until the user moves it (issue 37: the
    // window must not change a value it cannot show, in its figures or in the file it saves).
    const bool moved = m_utilisation->value() != int(std::lround(m_scenario.constraints.utilisation * 100));
    w.utilisation = moved ? m_utilisation->value() / 100.0 : m_scenario.constraints.utilisation;
    w.horizonMonths = m_horizon->value();
    w.currency = m_currency->currentText().toStdString();
    if (m_fx->value() > 0)
        w.usdRate = m_fx->value();
    w.gpuPriceFactor = m_gpuPrice->value() / 100.0;
    return w;
}

void Dashboard::setWhatIf(const WhatIf& w) {
    const QSignalBlocker b1(m_utilisation), b2(m_horizon), b3(m_currency), b4(m_fx), b5(m_gpuPrice);
    if (w.utilisation)
        m_utilisation->setValue(int(std::lround(*w.utilisation * 100)));
    if (w.horizonMonths)
        m_horizon->setValue(*w.horizonMonths);
    if (w.currency)
        showCurrency(m_currency, QString::fromStdString(*w.currency));
    m_fx->setValue(w.usdRate.value_or(0));
    m_gpuPrice->setValue(int(std::lround(w.gpuPriceFactor * 100)));
    recompute();
}

void Dashboard::scheduleRecompute() {
    m_current = false; // the figures on screen now belong to older inputs
    m_results->setEnabled(false);
    emit whatIfChanged();
    if (m_recomputeQueued)
        return;
    m_recomputeQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_recomputeQueued = false;
        recompute();
    });
}

void Dashboard::recompute() {
    if (!m_haveScenario)
        return;
    m_fx->setSuffix(QStringLiteral(" ") + m_currency->currentText()); // also after a study set it unsignalled
    m_runner->request(m_scenario, whatIf());
}

void Dashboard::onStarted(quint64) {
    m_current = false;
    m_results->setEnabled(false);
    m_status->setStyleSheet(QString());
    m_status->setText(m_study ? tr("Recomputing… the figures below are for the previous inputs")
                              : tr("Computing…"));
}

void Dashboard::onFailed(quint64, const QString&, const QString& message) {
    m_current = false;
    m_results->setEnabled(false);
    m_status->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    if (m_study && m_scenarioComputed) { // a what-if refused: said beside the levers, the figures stay greyed
        m_status->setText(tr("Not computed: %1").arg(message));
        return;
    }
    // A study that cannot be computed as it stands: the reason goes where the answer would be, with the
    // wizard to correct it; another study's figures are not left on screen.
    m_results->setVisible(false);
    m_headline->setText(tr("This study cannot be computed."));
    m_problemText->setText(message);
    m_problem->setVisible(true);
    m_levers->setVisible(true); // to try another horizon or currency
    m_status->setText(tr("Not computed: see the reason above"));
}

namespace {

std::vector<QStringList> tableRows(const ReportTable& table) {
    std::vector<QStringList> rows;
    for (const std::vector<std::string>& row : table.rows) {
        QStringList cells;
        for (const std::string& cell : row)
            cells << QString::fromStdString(cell);
        rows.push_back(cells);
    }
    return rows;
}

void showTable(TextTableModel* model, const ReportTable& table) {
    QStringList headers;
    for (const std::string& h : table.header)
        headers << QString::fromStdString(h);
    model->setHeaders(headers);
    model->setRows(tableRows(table));
}

} // namespace

void Dashboard::onFinished(quint64, std::shared_ptr<const StudyResult> study, double ms) {
    m_study = std::move(study);
    m_lastRunMs = ms;
    const QLocale locale;
    m_options->setStudy(m_study, locale);
    const Language language = presentLanguage(locale);
    std::vector<QStringList> rejected;
    for (const RejectedOption& r : m_study->recommendations.rejected)
        rejected.push_back({QString::fromStdString(rejectedLabel(r, language)),
                            QString::fromStdString(adviceText(r.reason, language))});
    m_rejected->setRows(std::move(rejected));
    m_assumptions->setRows(tableRows(assumptionRegister(*m_study, language)));
    showTable(m_asked, askedOptionsTable(*m_study, language));
    if (!m_study->askedError.empty())
        m_asked->setRows({{QString::fromStdString(m_study->askedError)}});
    showTable(m_policy, policyRegister(*m_study, language));
    replaceChart(m_memoryView, charts::memoryChart(*m_study));
    replaceChart(m_scalingView, charts::scalingChart(*m_study));
    replaceChart(m_costView, charts::cumulativeCostChart(*m_study));
    replaceChart(m_utilisationView, charts::utilisationChart(*m_study));
    m_scenarioComputed = true;
    m_headline->setText(headline());
    m_problem->setVisible(false);
    m_current = true;
    m_results->setVisible(true);
    m_levers->setVisible(true);
    m_results->setEnabled(true);
    fitTables();
    QTimer::singleShot(0, this, &Dashboard::fitOptionsTable); // once the table has its column widths
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Up to date · %1 configurations costed in %2 ms · catalog as of %3")
                          .arg(m_study->recommendations.evaluated)
                          .arg(locale.toString(ms, 'f', 0))
                          .arg(QString::fromStdString(m_study->catalogAsOf)) +
                      (m_fxNote.isEmpty() ? QString() : QStringLiteral(" · ") + m_fxNote));
    m_fxNote.clear();
    // A typed exchange rate far from the catalog's is said next to the lever, not only under "why".
    for (const Advice& note : m_study->recommendations.notes)
        if (note.code() == AdviceCode::FxRateFarFromCatalog) {
            m_status->setStyleSheet(QStringLiteral("color: #8a5300;"));
            m_status->setText(m_status->text() + QStringLiteral(" · ") +
                              QString::fromStdString(adviceText(note, presentLanguage())));
        }
    selectOption(0);
    showDetails(0);
    emit studyShown();
}

void Dashboard::fitTables() {
    for (QTableView* view : findChildren<QTableView*>())
        if (qobject_cast<TextTableModel*>(view->model()))
            fitTextColumns(view);
}

// The options table as tall as its rows (up to half the results), so a tall screen shows them all.
void Dashboard::fitOptionsTable() {
    int rows = m_table->horizontalHeader()->height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_options->rowCount(); ++r)
        rows += m_table->rowHeight(r);
    const int total = m_splitter->height();
    if (total <= 0)
        return;
    const int table =
        std::clamp(rows, m_table->minimumHeight(), std::max(m_table->minimumHeight(), total / 2));
    m_splitter->setSizes({table, total - table});
}

void Dashboard::selectOption(int row) {
    if (row >= 0 && row < m_options->rowCount())
        m_table->selectRow(row);
}

void Dashboard::showDetails(int row) {
    const Recommendation* r = m_options->option(row);
    if (!r || !m_study) {
        QString html;
        if (m_study && m_study->recommendations.options.empty()) {
            html =
                tr("<b>No configuration meets this scenario.</b> The rejected alternatives say why each one "
                   "failed.");
            for (const Advice& note : m_study->recommendations.notes)
                html += QStringLiteral("<p><i>%1</i></p>")
                            .arg(QString::fromStdString(adviceText(note, presentLanguage())).toHtmlEscaped());
        }
        m_why->setHtml(html);
        m_findings->setRows({});
        replaceChart(m_tornadoView, charts::tornadoChart(StudyResult{}));
        return;
    }
    const Language language = presentLanguage();
    QString html = tr("<b>Why #%1: %2</b><ul>")
                       .arg(r->rank)
                       .arg(QString::fromStdString(optionLabel(r->name, language)).toHtmlEscaped());
    for (const Advice& why : r->why)
        html += QStringLiteral("<li>%1</li>")
                    .arg(QString::fromStdString(adviceText(why, language)).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    for (const Advice& note : m_study->recommendations.notes)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(QString::fromStdString(adviceText(note, language)).toHtmlEscaped());
    // Hosted APIs for option 1's tokens: the "should we call an API instead?" row.
    const auto& apis = m_study->recommendations.apis;
    if (!apis.empty()) {
        html +=
            QStringLiteral("<p><b>%1</b></p><ul>")
                .arg(QString::fromStdString(std::string(apiAlternativesHeading(language))).toHtmlEscaped());
        for (const ApiAlternative& api : apis)
            html += QStringLiteral("<li>%1</li>")
                        .arg(QString::fromStdString(apiAlternativeText(api, r->currency, language))
                                 .toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    m_why->setHtml(html);
    const bool portuguese = language == Language::PortugueseBrazil;
    std::vector<QStringList> findings;
    for (const Finding& f : r->findings)
        findings.push_back(
            {QString::fromStdString(f.ruleId),
             QString::fromStdString(std::string(effectText(f.effect, language))),
             QString::fromStdString(portuguese && !f.messagePt.empty() ? f.messagePt : f.messageEn),
             QString::fromStdString(controlsText(f.controls, language)), QString::fromStdString(f.citation)});
    m_findings->setRows(std::move(findings));
    fitTables();
    replaceChart(m_tornadoView, charts::tornadoChart(*m_study, std::size_t(row)));
}

QString Dashboard::headline() const {
    if (!m_study || !m_scenarioComputed) // nothing yet, or the reason this study cannot be computed
        return m_headline->text();
    return QString::fromStdString(
        headlineText(*m_study, presentLanguage(), QDate::currentDate().toString(Qt::ISODate).toStdString()));
}

QString Dashboard::statusText() const {
    return m_status->text();
}

} // namespace gpuadvisor::ui
