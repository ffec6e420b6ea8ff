// Issue 37: the window, the CLI and the report state one answer for one file — the same option, the same
// total, the same horizon and the same currency — for every example, a 180-month study (the window capped it
// at 120) and a study in another currency; a study the catalog refuses says why in the dashboard.
#include "ui_fixture.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>

#include <filesystem>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;
using namespace gpuadvisor::ui::testing;

namespace {

QJsonObject cliJson(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(GPUADVISOR_CLI_PATH), arguments);
    EXPECT_TRUE(process.waitForFinished(60'000));
    EXPECT_EQ(process.exitCode(), 0) << process.readAllStandardError().toStdString();
    return QJsonDocument::fromJson(process.readAllStandardOutput()).object();
}

struct Answer {
    std::string option, currency;
    double total = 0;
    int horizon = 0;
};

void expectSame(const Answer& window, const Answer& other, const std::string& what) {
    EXPECT_EQ(window.option, other.option) << what;
    EXPECT_NEAR(window.total, other.total, 0.005) << what;
    EXPECT_EQ(window.currency, other.currency) << what;
    if (other.horizon > 0) {
        EXPECT_EQ(window.horizon, other.horizon) << what;
    }
}

QString writeScenario(const QTemporaryDir& dir, const QString& name, const Scenario& s) {
    const QString path = dir.filePath(name);
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(scenarioToJson(s)));
    return path;
}

} // namespace

TEST(OneDoor, EveryExampleReadsTheSameInTheWindowTheCliAndTheReport) {
    WindowFixture f;
    std::vector<std::pair<QString, QString>> files; // name, path
    for (const auto& entry : std::filesystem::directory_iterator(GPUADVISOR_SCENARIOS_DIR))
        if (entry.path().extension() == ".json")
            files.push_back({QString::fromStdString(entry.path().filename().string()),
                             QString::fromStdString(entry.path().string())});
    Scenario longer = exampleScenario(QStringLiteral("chatbot-70b-200-users.json"));
    longer.constraints.horizonMonths = 180;
    files.push_back(
        {QStringLiteral("chatbot 180 months"), writeScenario(f.dir, QStringLiteral("long.json"), longer)});
    Scenario euros = exampleScenario(QStringLiteral("bank-fraud-br.json"));
    euros.constraints.currency = "EUR";
    files.push_back(
        {QStringLiteral("bank fraud in EUR"), writeScenario(f.dir, QStringLiteral("eur.json"), euros)});

    const QString catalog = f.window->database().path();
    for (const auto& [name, path] : files) {
        const std::string what = name.toStdString();
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << what;
        const QByteArray text = file.readAll();
        const Scenario s = *scenarioFromJson(std::string_view(text.constData(), std::size_t(text.size())));
        f.window->setScenario(s);
        ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner())) << what;
        Dashboard* d = f.window->dashboard();
        const auto study = d->shownStudy();
        Answer window{"", d->currencyBox()->currentText().toStdString(), 0, d->horizonBox()->value()};
        if (!study->recommendations.options.empty()) {
            window.option = study->recommendations.options.front().id;
            window.total = study->recommendations.options.front().totalCost;
        }
        EXPECT_EQ(window.horizon, s.constraints.horizonMonths) << what << ": the window changed the horizon";
        EXPECT_EQ(window.currency, s.constraints.currency) << what << ": the window changed the currency";

        const QJsonObject recommended =
            cliJson({QStringLiteral("recommend"), QStringLiteral("--scenario"), path,
                     QStringLiteral("--catalog"), catalog, QStringLiteral("--json")});
        const QJsonArray options = recommended[QStringLiteral("options")].toArray();
        Answer cli{"", s.constraints.currency, 0, 0};
        if (!options.isEmpty()) {
            const QJsonObject first = options.first().toObject();
            cli.option = first[QStringLiteral("id")].toString().toStdString();
            const QJsonObject total =
                first[QStringLiteral("cost")].toObject()[QStringLiteral("total")].toObject();
            cli.total = total[QStringLiteral("amount")].toDouble();
            cli.currency = total[QStringLiteral("currency")].toString().toStdString();
        }
        expectSame(window, cli, what + " (recommend)");

        const QJsonObject report =
            cliJson({QStringLiteral("report"), QStringLiteral("--scenario"), path, QStringLiteral("--csv"),
                     f.dir.filePath(QStringLiteral("out.csv")), QStringLiteral("--catalog"), catalog,
                     QStringLiteral("--json")})[QStringLiteral("headline")]
                .toObject();
        const QJsonObject total = report[QStringLiteral("total")].toObject();
        const Answer written{report[QStringLiteral("recommended")].toString().toStdString(),
                             total[QStringLiteral("currency")].toString().toStdString(),
                             total[QStringLiteral("amount")].toDouble(),
                             report[QStringLiteral("horizon_months")].toInt()};
        expectSame(window, written, what + " (report)");
    }
}

// A utilisation the lever cannot show (65.5 % on a whole-percent lever) is computed and saved as the file has
// it until the user moves the lever.
TEST(OneDoor, AUtilisationTheLeverCannotShowIsKeptAsTheFileHasIt) {
    WindowFixture f;
    Scenario s = exampleScenario(QStringLiteral("chatbot-70b-200-users.json"));
    s.constraints.utilisation = 0.655;
    f.window->setScenario(s);
    ASSERT_TRUE(waitForResults(f.window->dashboard(), f.window->runner()));
    Dashboard* d = f.window->dashboard();
    EXPECT_EQ(d->utilisationBox()->value(), 66); // what a whole-percent lever shows
    EXPECT_DOUBLE_EQ(d->shownStudy()->scenario.constraints.utilisation, 0.655);
    EXPECT_DOUBLE_EQ(f.window->documentScenario().constraints.utilisation, 0.655);
    d->utilisationBox()->setValue(50); // moved: the lever's value is the what-if
    ASSERT_TRUE(waitForResults(d, f.window->runner()));
    EXPECT_DOUBLE_EQ(d->shownStudy()->scenario.constraints.utilisation, 0.5);
}

// A study whose currency the catalog has no rate for shows that currency, not another, and says why it cannot
// be computed; so does a study naming a provider the catalog does not have (the CLI's reason, in the
// dashboard).
TEST(OneDoor, ARefusedStudySaysWhyInTheDashboardAndOffersTheWizard) {
    WindowFixture f;
    Scenario pounds = exampleScenario(QStringLiteral("chatbot-70b-200-users.json"));
    pounds.constraints.currency = "GBP";
    f.window->setScenario(pounds);
    EXPECT_FALSE(waitForResults(f.window->dashboard(), f.window->runner()));
    Dashboard* d = f.window->dashboard();
    EXPECT_EQ(d->currencyBox()->currentText(), QStringLiteral("GBP"));
    auto* problem = d->findChild<QLabel*>(QStringLiteral("studyProblem"));
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(problem->isVisibleTo(d));
    EXPECT_EQ(d->headline(), QStringLiteral("This study cannot be computed."));
    EXPECT_TRUE(problem->text().contains(QLatin1String("'GBP', which the catalog does not know")))
        << problem->text().toStdString();

    Scenario unknown = exampleScenario(QStringLiteral("chatbot-70b-200-users.json"));
    unknown.constraints.providers = {"no-such-cloud"};
    f.window->setScenario(unknown);
    EXPECT_FALSE(waitForResults(d, f.window->runner()));
    EXPECT_TRUE(problem->isVisibleTo(d));
    EXPECT_TRUE(problem->text().contains(QLatin1String("no-such-cloud"))) << problem->text().toStdString();
    auto* edit = d->findChild<QPushButton*>(QStringLiteral("editStudy"));
    ASSERT_NE(edit, nullptr);
    EXPECT_TRUE(edit->isVisibleTo(d));
    f.window->show();
    saveScreenshot(f.window.get(), QStringLiteral("refused-study.png"));

    // A study that computes again hides the reason.
    f.window->setScenario(exampleScenario(QStringLiteral("chatbot-70b-200-users.json")));
    ASSERT_TRUE(waitForResults(d, f.window->runner()));
    EXPECT_FALSE(problem->isVisibleTo(d));
}
