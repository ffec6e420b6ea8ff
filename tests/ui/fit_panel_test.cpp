// The fit panel shows the engine's numbers, keeps bad input, and its model passes Qt's model checks.
#include "core/catalog/memory_catalog.h"
#include "core/common/number_format.h"
#include "core/common/units.h"
#include "core/memory/memory_estimator.h"
#include "ui/fit/fit_breakdown_model.h"
#include "ui/fit/fit_panel.h"

#include "../support/acceptance_example.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>

#include <gtest/gtest.h>

using namespace gpuadvisor;
using namespace gpuadvisor::ui;

namespace {

template <class Widget> Widget* child(QWidget* parent, const char* name) {
    auto* widget = parent->findChild<Widget*>(QString::fromLatin1(name));
    EXPECT_NE(widget, nullptr) << name;
    return widget;
}

void select(QComboBox* box, const QString& data) {
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toStdString();
    box->setCurrentIndex(index);
}

void selectText(QComboBox* box, const QString& text) {
    const int index = box->findText(text);
    ASSERT_GE(index, 0) << text.toStdString();
    box->setCurrentIndex(index);
}

} // namespace

TEST(FitPanel, ShowsTheSameNumbersAsTheEngine) {
    FitPanel window(builtinCatalog());
    FitPanel* panel = &window;
    select(child<QComboBox>(panel, "model"), "llama-3.1-70b");
    selectText(child<QComboBox>(panel, "workload"), "inference");
    selectText(child<QComboBox>(panel, "precision"), "fp8");
    select(child<QComboBox>(panel, "gpu"), "h100-sxm");
    child<QSpinBox>(panel, "gpus")->setValue(2);
    child<QSpinBox>(panel, "tp")->setValue(2);
    child<QSpinBox>(panel, "context")->setValue(8192);
    child<QSpinBox>(panel, "concurrency")->setValue(32);

    ASSERT_TRUE(panel->lastReport().has_value()) << panel->errorText().toStdString();
    const FitReport expected = *estimateFit(llama70bFp8OnTwoH100s());

    auto* table = child<QTableView>(panel, "breakdown");
    const QAbstractItemModel* model = table->model();
    ASSERT_EQ(model->rowCount(), 10); // … KV cache, framework peak, overhead, device total, …
    EXPECT_EQ(model->index(0, FitBreakdownModel::ComponentColumn).data().toString(), "weights");
    EXPECT_EQ(model->index(0, FitBreakdownModel::GbColumn).data().toString().toStdString(),
              formatFixed(units::toGB(expected.perGpu.weights), 2)); // "36.33", as the CLI prints
    EXPECT_DOUBLE_EQ(
        model->index(5, FitBreakdownModel::GbColumn).data(FitBreakdownModel::BytesRole).toDouble(),
        expected.perGpu.frameworkPeak());
    EXPECT_DOUBLE_EQ(
        model->index(7, FitBreakdownModel::GbColumn).data(FitBreakdownModel::BytesRole).toDouble(),
        expected.perGpu.total());
    EXPECT_EQ(child<QLabel>(panel, "verdict")->text(), "Fits");

    QDir().mkpath(GPUADVISOR_SCREENSHOT_DIR);
    window.resize(1280, 860);
    EXPECT_TRUE(window.grab().save(QStringLiteral(GPUADVISOR_SCREENSHOT_DIR "/fit-panel.png")));
}

TEST(FitPanel, BadInputShowsAMessageAndKeepsTheValue) {
    FitPanel panel(builtinCatalog());
    select(child<QComboBox>(&panel, "model"), "llama-3.1-70b");
    child<QSpinBox>(&panel, "gpus")->setValue(3); // serving: TP follows the GPU count; 64 heads / 3 fails
    EXPECT_FALSE(panel.lastReport().has_value());
    EXPECT_TRUE(panel.errorText().contains("tp = 3 does not divide")) << panel.errorText().toStdString();
    EXPECT_EQ(child<QSpinBox>(&panel, "gpus")->value(), 3);
    EXPECT_EQ(child<QSpinBox>(&panel, "tp")->value(), 3);
    child<QSpinBox>(&panel, "gpus")->setValue(4);
    EXPECT_TRUE(panel.lastReport().has_value());
}

TEST(FitPanel, GpuCountThatDoesNotSplitIsNamed) {
    FitPanel panel(builtinCatalog());
    selectText(child<QComboBox>(&panel, "workload"), "pretrain");
    child<QSpinBox>(&panel, "tp")->setValue(2);
    child<QSpinBox>(&panel, "gpus")->setValue(3);
    EXPECT_TRUE(panel.errorText().contains("GPUs: 3 is not a multiple")) << panel.errorText().toStdString();
    EXPECT_EQ(child<QSpinBox>(&panel, "gpus")->value(), 3);
}

TEST(FitBreakdownModel, PassesQtModelTester) {
    FitBreakdownModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    MemoryBreakdown breakdown;
    breakdown.weights = 1e9;
    breakdown.capacity = 80e9;
    model.setBreakdown(breakdown);
    EXPECT_EQ(model.rowCount(), 10);
    EXPECT_EQ(model.index(0, FitBreakdownModel::GbColumn).data().toString(), "1.00");
    EXPECT_EQ(model.index(0, FitBreakdownModel::GibColumn).data().toString(), "0.93");
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}
