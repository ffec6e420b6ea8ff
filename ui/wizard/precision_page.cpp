#include "ui/wizard/precision_page.h"

#include "ui/wizard/scenario_wizard.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace gpuadvisor::ui {

namespace {

const Precision kChoices[] = {Precision::Bf16,  Precision::Fp8,   Precision::Int8, Precision::Int4,
                              Precision::Mxfp4, Precision::Nvfp4, Precision::Nf4};

// Plain-language accuracy notes (the trade-offs the source articles and the quantisation papers report).
QString tradeoff(Precision p) {
    switch (p) {
    case Precision::Bf16:
        return PrecisionPage::tr("BF16: the reference quality; twice the memory of 8-bit.");
    case Precision::Fp8:
        return PrecisionPage::tr(
            "FP8: near-BF16 quality for most tasks on Hopper and newer GPUs; half the memory.");
    case Precision::Int8:
        return PrecisionPage::tr("INT8: small quality loss; works on older GPUs too.");
    case Precision::Int4:
        return PrecisionPage::tr(
            "INT4 (GPTQ/AWQ): fine for many chat uses, but risky for medical, legal or financial analysis "
            "where a small loss of accuracy matters.");
    case Precision::Mxfp4:
    case Precision::Nvfp4:
        return PrecisionPage::tr(
            "MXFP4 / NVFP4: 4-bit floating point with block scales (4.25 / 4.5 bits per weight), native on "
            "Blackwell GPUs and dequantised elsewhere; gpt-oss is published in MXFP4.");
    case Precision::Nf4:
        return PrecisionPage::tr(
            "NF4 (QLoRA): the frozen base model in 4 bits while adapters train in BF16.");
    default:
        return {};
    }
}

} // namespace

PrecisionPage::PrecisionPage(QWidget* parent) : ScenarioPage(parent) {
    setTitle(tr("Precision"));
    setSubTitle(
        tr("Which number formats may the advisor use for the model's weights? Fewer bits need fewer GPUs "
           "but can cost accuracy."));
    auto* layout = new QVBoxLayout(this);
    for (Precision p : kChoices) {
        auto* box = new QCheckBox(QString::fromStdString(std::string(precisionName(p))).toUpper());
        m_boxes[p] = box;
        layout->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &PrecisionPage::updateNotes);
    }
    m_notes = new QLabel;
    m_notes->setWordWrap(true);
    m_kvAndTraining = new QLabel;
    m_kvAndTraining->setWordWrap(true);
    layout->addSpacing(12);
    layout->addWidget(m_notes);
    layout->addWidget(m_kvAndTraining);
    layout->addStretch();
}

void PrecisionPage::initializePage() {
    // The formats that make sense depend on the kind of work chosen on step 1.
    const Scenario s = static_cast<ScenarioWizard*>(wizard())->scenario();
    m_boxes[Precision::Nf4]->setEnabled(s.workload.kind == WorkloadKind::Qlora);
    for (Precision p : {Precision::Int8, Precision::Int4, Precision::Mxfp4, Precision::Nvfp4})
        m_boxes[p]->setEnabled(isServing(s.workload.kind));
    m_kvAndTraining->setText(
        isServing(s.workload.kind)
            ? tr("KV cache: stored in the weights' format when that is 8 or 16 bits, otherwise in BF16.")
            : tr("Training: mixed precision, BF16 compute with FP32 master weights and Adam moments (16 "
                 "bytes per "
                 "trained parameter)."));
    updateNotes();
}

void PrecisionPage::load(const Scenario& s) {
    m_loaded = s.workload.precisions;
    std::vector<Precision> chosen = s.workload.precisions;
    if (chosen.empty()) // the recommender's defaults
        chosen = s.workload.kind == WorkloadKind::Qlora ? std::vector{Precision::Nf4}
                 : isTraining(s.workload.kind)          ? std::vector{Precision::Bf16}
                                                        : std::vector{Precision::Fp8, Precision::Bf16};
    for (auto& [p, box] : m_boxes)
        box->setChecked(std::find(chosen.begin(), chosen.end(), p) != chosen.end());
    m_loadedOrDefault = chosen;
    updateNotes();
}

void PrecisionPage::store(Scenario& s) const {
    std::vector<Precision> ticked;
    for (Precision p : kChoices)
        if (m_boxes.at(p)->isChecked() && m_boxes.at(p)->isEnabled())
            ticked.push_back(p);
    // Unchanged ticks keep the scenario as it was (its order, or "the advisor's default" when it named none).
    const bool unchanged = ticked.size() == m_loadedOrDefault.size() &&
                           std::all_of(ticked.begin(), ticked.end(), [&](Precision p) {
                               return std::find(m_loadedOrDefault.begin(), m_loadedOrDefault.end(), p) !=
                                      m_loadedOrDefault.end();
                           });
    s.workload.precisions = unchanged ? m_loaded : ticked;
}

void PrecisionPage::updateNotes() {
    QStringList notes;
    for (Precision p : kChoices)
        if (m_boxes[p]->isChecked() && m_boxes[p]->isEnabled())
            notes << QStringLiteral("• ") + tradeoff(p);
    m_notes->setText(notes.join(QLatin1Char('\n')));
}

QString PrecisionPage::problem() const {
    for (Precision p : kChoices)
        if (m_boxes.at(p)->isChecked() && m_boxes.at(p)->isEnabled())
            return {};
    return tr("Precision: none is ticked; tick at least one format (BF16 is the safe choice).");
}

} // namespace gpuadvisor::ui
