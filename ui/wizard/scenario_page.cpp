#include "ui/wizard/scenario_page.h"

#include <QLabel>
#include <QLayout>

namespace gpuadvisor::ui {

bool ScenarioPage::validatePage() {
    const QString text = problem();
    // The message stays on the page next to the fields; nothing the user typed is reset.
    auto* label = findChild<QLabel*>(QStringLiteral("pageProblem"));
    if (!label) {
        label = new QLabel(this);
        label->setObjectName(QStringLiteral("pageProblem"));
        label->setWordWrap(true);
        label->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
        layout()->addWidget(label);
    }
    label->setText(text);
    label->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit problemShown(text);
    return text.isEmpty();
}

void ScenarioPage::refreshProblem() {
    auto* label = findChild<QLabel*>(QStringLiteral("pageProblem"));
    if (!label || label->isHidden())
        return;
    const QString text = problem();
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

bool ScenarioPage::problemOnPage() const {
    const auto* label = findChild<QLabel*>(QStringLiteral("pageProblem"));
    return label && !label->isHidden();
}

} // namespace gpuadvisor::ui
