#include "ui/wizard/review_page.h"

#include "core/advisor/recommender.h"
#include "core/scenario/scenario.h"

#include "ui/common/country_names.h"
#include "ui/common/display_format.h"
#include "ui/wizard/scenario_wizard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {
QString join(const std::vector<std::string>& values, const QString& none,
             QString (*name)(const std::string&) = nullptr) {
    QStringList out;
    for (const std::string& v : values)
        out << (name ? name(v) : QString::fromStdString(v));
    return out.isEmpty() ? none : out.join(QStringLiteral(", "));
}
} // namespace

QString describeScenario(const Scenario& s) {
    const auto& w = s.workload;
    const QLocale locale;
    QStringList lines;
    QStringList precisions;
    for (Precision p : w.precisions)
        precisions << QString::fromStdString(std::string(precisionName(p))).toUpper();
    lines << ReviewPage::tr("<b>Model:</b> %1").arg(QString::fromStdString(w.model));
    switch (w.kind) {
    case WorkloadKind::Inference:
        lines
            << ReviewPage::tr(
                   "<b>Online inference:</b> %1 concurrent users, prompts of %2 tokens, answers of %3 tokens")
                   .arg(locale.toString(w.users), locale.toString(w.promptTokens),
                        locale.toString(w.outputTokens));
        if (w.tpotTargetMs || w.ttftTargetMs)
            lines << ReviewPage::tr("<b>Targets:</b> TPOT %1 ms, TTFT %2 ms")
                         .arg(w.tpotTargetMs ? locale.toString(*w.tpotTargetMs) : QStringLiteral("—"),
                              w.ttftTargetMs ? locale.toString(*w.ttftTargetMs) : QStringLiteral("—"));
        if (w.redundancy)
            lines << ReviewPage::tr("<b>Redundancy:</b> one spare replica (N+1)");
        break;
    case WorkloadKind::BatchInference:
        lines << ReviewPage::tr("<b>Batch inference:</b> %1 billion tokens, due in %2")
                     .arg(locale.toString(w.corpusTokens / 1e9, 'f', 3),
                          w.dueHours ? ReviewPage::tr("%1 hours").arg(*w.dueHours)
                                     : ReviewPage::tr("no set time"));
        break;
    default:
        lines << ReviewPage::tr("<b>%1:</b> %2 billion tokens, sequences of %3, deadline %4")
                     .arg(QString::fromStdString(std::string(workloadName(w.kind))),
                          locale.toString(w.tokens / 1e9, 'f', 1), locale.toString(w.sequenceLength),
                          w.deadlineDays ? ReviewPage::tr("%1 days").arg(*w.deadlineDays)
                                         : ReviewPage::tr("none"));
    }
    // None named: the defaults the advisor will try, named (issue 21: "the advisor's default" read as if the
    // ticks were lost).
    if (precisions.isEmpty())
        for (Precision p : precisionsConsidered(s))
            precisions << QString::fromStdString(std::string(precisionName(p))).toUpper();
    lines << ReviewPage::tr("<b>Precisions tried:</b> %1").arg(precisions.join(QStringLiteral(", ")));
    const auto& k = s.constraints;
    lines << ReviewPage::tr("<b>Acquisition:</b> %1").arg(join(k.acquisitions, ReviewPage::tr("none")));
    lines << ReviewPage::tr("<b>Providers:</b> %1; <b>data-centre countries:</b> %2")
                 .arg(join(k.providers, ReviewPage::tr("any")),
                      join(k.countries, ReviewPage::tr("any"), countryName));
    lines << ReviewPage::tr("<b>Money:</b> %1 over %2 months at %3 utilisation; buyer in %4; budget %5")
                 .arg(QString::fromStdString(k.currency))
                 .arg(k.horizonMonths)
                 .arg(formatPercent(k.utilisation, locale))
                 .arg(countryName(k.country))
                 .arg(k.budget
                          ? formatMoney(k.budget->amount, QString::fromStdString(k.budget->currency), locale)
                          : ReviewPage::tr("none"));
    QStringList data;
    for (const std::string& d : s.customer.dataClasses)
        data << QString::fromStdString(d);
    QStringList subjects;
    for (const std::string& j : s.customer.subjects)
        subjects << QString::fromStdString(j);
    lines << ReviewPage::tr("<b>Customer:</b> %1; data: %2; subjects in %3")
                 .arg(QString::fromStdString(s.customer.organisation),
                      data.isEmpty() ? ReviewPage::tr("none declared") : data.join(QStringLiteral(", ")),
                      subjects.isEmpty() ? ReviewPage::tr("not declared")
                                         : subjects.join(QStringLiteral(", ")));
    return lines.join(QStringLiteral("<br>"));
}

ReviewPage::ReviewPage(QWidget* parent) : ScenarioPage(parent) {
    setTitle(tr("Review"));
    setSubTitle(
        tr("Check what you entered; Show results computes the answer. Every figure can be changed later on "
           "the dashboard."));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_title = new QLineEdit;
    m_customer = new QLineEdit;
    m_author = new QLineEdit;
    for (QLineEdit* name : {m_title, m_customer, m_author})
        name->setMaxLength(int(kMaxNameLength)); // the scenario file's own limit
    form->addRow(tr("Study &title:"), m_title);
    form->addRow(tr("C&ustomer:"), m_customer);
    form->addRow(tr("&Prepared by:"), m_author);
    m_reportLanguage = new QComboBox;
    m_reportLanguage->setObjectName(QStringLiteral("reportLanguage"));
    m_reportLanguage->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_reportLanguage->addItem(QStringLiteral("Português (Brasil)"), QStringLiteral("pt-BR"));
    form->addRow(tr("&Report language:"), m_reportLanguage);
    connect(m_reportLanguage, &QComboBox::activated, this, [this] { m_languageFollowsBuyer = false; });
    layout->addLayout(form);
    m_review = new QTextBrowser;
    layout->addWidget(m_review);
    setFinalPage(true);
}

void ReviewPage::initializePage() {
    const Scenario s = static_cast<ScenarioWizard*>(wizard())->scenario();
    if (m_languageFollowsBuyer) // as the report would choose (reportLanguageFor), shown so it can be changed
        m_reportLanguage->setCurrentIndex(m_reportLanguage->findData(
            s.constraints.country == "BR" ? QStringLiteral("pt-BR") : QStringLiteral("en")));
    m_review->setHtml(describeScenario(s));
}

QString ReviewPage::reviewText() const {
    return m_review->toPlainText();
}

void ReviewPage::load(const Scenario& s) {
    m_title->setText(QString::fromStdString(s.presentation.title));
    m_customer->setText(QString::fromStdString(s.presentation.customer));
    m_author->setText(QString::fromStdString(s.presentation.author));
    m_languageFollowsBuyer = s.presentation.language.empty();
    m_reportLanguage->setCurrentIndex(
        std::max(0, m_reportLanguage->findData(QString::fromStdString(s.presentation.language))));
}

void ReviewPage::store(Scenario& s) const {
    s.presentation.title = m_title->text().toStdString();
    s.presentation.customer = m_customer->text().toStdString();
    s.presentation.author = m_author->text().toStdString();
    s.presentation.language = m_reportLanguage->currentData().toString().toStdString();
}

} // namespace gpuadvisor::ui
