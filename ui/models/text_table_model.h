#pragma once

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace gpuadvisor::ui {

// A read-only table of text: the why sentences, rejected options, compliance findings and the assumptions
// register all need nothing more.
class TextTableModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    explicit TextTableModel(QStringList headers, QObject* parent = nullptr);

    void setHeaders(QStringList headers);
    void setRows(std::vector<QStringList> rows);
    const std::vector<QStringList>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  private:
    QStringList m_headers;
    std::vector<QStringList> m_rows;
};

} // namespace gpuadvisor::ui
