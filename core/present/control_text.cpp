#include "core/present/control_text.h"

#include <algorithm>
#include <array>

namespace gpuadvisor {

namespace {

struct ControlPhrase {
    std::string_view code, english, portuguese;
};

// The codes of db/migrations/003_rule_conditions.sql and 005_supplier_facts.sql (docs/cost-model.md §6.2),
// with the duty each stands for in the provision the rule cites.
constexpr std::array kControls{
    ControlPhrase{"DEDICATED_HW", "dedicated physical infrastructure, not shared with other clients",
                  "infraestrutura física dedicada, não compartilhada com outros clientes"},
    ControlPhrase{"BR_ONLY", "data centres and networks in Brazil only, no backup abroad",
                  "data centers e redes só no Brasil, sem backup no exterior"},
    ControlPhrase{"STATE_CRYPTO", "state cryptography in transit and at rest",
                  "criptografia de Estado em trânsito e em repouso"},
    ControlPhrase{"BR_COPY", "an up-to-date copy of the data kept in Brazil",
                  "uma cópia atualizada dos dados mantida no Brasil"},
    ControlPhrase{"ISO22237", "facilities to ABNT ISO/IEC 22237", "instalações conforme ABNT ISO/IEC 22237"},
    ControlPhrase{"SECURITY_COMMITTEE_COUNTRY_LIST",
                  "the security committee decides the countries where data may be stored",
                  "o comitê de segurança decide os países onde os dados podem ficar"},
    ControlPhrase{"ANPD_SCC", "ANPD standard contractual clauses for the transfer",
                  "cláusulas-padrão contratuais da ANPD para a transferência"},
    ControlPhrase{"TRANSPARENCY_PAGE", "a public page on the international transfer",
                  "uma página pública sobre a transferência internacional"},
    ControlPhrase{"ART11_BASIS", "a recorded legal basis for sensitive data (LGPD art. 11)",
                  "base legal registrada para dados sensíveis (LGPD art. 11)"},
    ControlPhrase{"RIPD", "a data protection impact report (RIPD)",
                  "relatório de impacto à proteção de dados (RIPD)"},
    ControlPhrase{"INCIDENT_PLAN_3D", "an incident plan that notifies within 3 working days",
                  "plano de incidentes com comunicação em 3 dias úteis"},
    ControlPhrase{"NGS2", "a health-record system certified to SBIS/CFM NGS2",
                  "sistema de prontuário certificado SBIS/CFM NGS2"},
    ControlPhrase{"ICP_BRASIL", "ICP-Brasil digital signatures on records",
                  "assinaturas digitais ICP-Brasil nos prontuários"},
    ControlPhrase{"BCB_NOTIFY_10D", "notify the Central Bank within 10 days of contracting",
                  "comunicar o Banco Central em até 10 dias após a contratação"},
    ControlPhrase{"BCB_ACCESS_CLAUSES",
                  "contract clauses giving the Central Bank access to data and contracts",
                  "cláusulas contratuais de acesso do Banco Central a dados e contratos"},
    ControlPhrase{"CONTINUITY_PLAN", "a business continuity plan", "plano de continuidade de negócios"},
    ControlPhrase{"BCB_AUTH_60D",
                  "prior Central Bank authorisation, requested at least 60 days before contracting",
                  "autorização prévia do Banco Central, pedida ao menos 60 dias antes da contratação"},
    ControlPhrase{"PIX_ISOLATION", "Pix and STR environments physically and logically isolated",
                  "ambientes de Pix e STR isolados física e logicamente"},
    ControlPhrase{"MFA", "multi-factor authentication", "autenticação multifator"},
    ControlPhrase{"EU_SCC_TIA", "EU standard contractual clauses and a transfer impact assessment",
                  "cláusulas-padrão da UE e avaliação de impacto da transferência"},
    ControlPhrase{"DPIA", "a data protection impact assessment (DPIA)",
                  "avaliação de impacto sobre a proteção de dados (AIPD)"},
    ControlPhrase{"ART28_CONTRACT", "a processor contract under GDPR art. 28",
                  "contrato de subcontratação do art. 28 do RGPD"},
    ControlPhrase{"BREACH_72H", "breach notification within 72 hours", "notificação de violação em 72 horas"},
    ControlPhrase{"ACCESS_LOGGING", "need-to-know access with access logging",
                  "acesso por necessidade de conhecer, com registro de acessos"},
    ControlPhrase{"NIS2_24H", "NIS2 early warning of incidents within 24 hours",
                  "alerta precoce de incidentes NIS2 em 24 horas"},
    ControlPhrase{"AI_LOGS_6M", "AI system logs kept at least 6 months",
                  "registros do sistema de IA guardados por ao menos 6 meses"},
    ControlPhrase{"HUMAN_OVERSIGHT", "human oversight of the AI system",
                  "supervisão humana do sistema de IA"},
    ControlPhrase{"BAA", "a business associate agreement (BAA) with the provider",
                  "contrato de associado comercial (BAA) com o fornecedor"},
    ControlPhrase{"RISK_ANALYSIS", "a HIPAA risk analysis", "análise de risco HIPAA"},
    ControlPhrase{"ACCREDITED_STAFF", "staff accredited for classified information",
                  "pessoal credenciado para informação classificada"},
    ControlPhrase{"SECURE_AREA", "secure areas for the servers and media",
                  "áreas seguras para os servidores e as mídias"},
    ControlPhrase{"CYBER_POLICY", "the cyber-security policy covers this system",
                  "a política de segurança cibernética cobre este sistema"},
    ControlPhrase{"INCIDENT_PLAN", "an incident response plan, with incidents reported to the Central Bank",
                  "plano de resposta a incidentes, com comunicação ao Banco Central"},
    ControlPhrase{"ANNUAL_PENTEST", "an annual independent penetration test",
                  "teste de intrusão independente anual"},
    // db/migrations/012_compliance_controls.sql (issue 39)
    ControlPhrase{"KEY_CUSTODY", "message-signing keys that no third party can reach",
                  "chaves de assinatura de mensagens que nenhum terceiro alcança"},
    ControlPhrase{"IMMUTABLE_ACCESS_LOGS", "immutable access logs with independent audit",
                  "registros de acesso imutáveis com auditoria independente"},
    ControlPhrase{"HOST_ACCREDITATION", "the host's habilitation by GSI as a posto de controle",
                  "habilitação do prestador pelo GSI como posto de controle"},
    ControlPhrase{"DORA_REGISTER", "an entry in the DORA register of information",
                  "inscrição no registo de informação do DORA"},
    ControlPhrase{"DORA_CONTRACT_TERMS", "a contract with the DORA article 30 clauses",
                  "contrato com as cláusulas do artigo 30.º do DORA"},
    ControlPhrase{"DORA_EXIT_PLAN", "a tested exit strategy (DORA art. 28(8))",
                  "estratégia de saída testada (DORA art. 28.º, n.º 8)"},
    ControlPhrase{"DORA_ICT_RISK_FRAMEWORK", "the DORA ICT risk-management framework",
                  "o quadro de gestão do risco de TIC do DORA"},
    ControlPhrase{"DORA_INCIDENT_REPORTING", "major ICT-incident reporting under DORA",
                  "notificação de incidentes graves de TIC pelo DORA"},
    ControlPhrase{"ANATEL_CYBER_POLICY", "the operator's cyber-security policy covering the system",
                  "a política de segurança cibernética da prestadora cobrindo o sistema"},
    ControlPhrase{"ANATEL_INCIDENT_NOTICE", "security incidents notified to Anatel",
                  "incidentes de segurança notificados à Anatel"},
    ControlPhrase{"SUPPLIER_SECURITY_ASSESSMENT", "an assessment of the host's cyber-security policy",
                  "avaliação da política de segurança cibernética do prestador"},
    ControlPhrase{"LGPD_SECURITY_MEASURES", "security measures proportionate to the data (LGPD art. 46)",
                  "medidas de segurança proporcionais aos dados (LGPD art. 46)"},
    ControlPhrase{"LGPD_RECORDS", "a record of the processing operations (LGPD art. 37)",
                  "registro das operações de tratamento (LGPD art. 37)"},
    ControlPhrase{"LGPD_OPERATOR_CONTRACT", "an operator contract binding the host (LGPD art. 39)",
                  "contrato que vincula o operador (LGPD art. 39)"},
};

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

} // namespace

std::string controlText(std::string_view code, Language language) {
    code = trimmed(code);
    for (const ControlPhrase& c : kControls)
        if (c.code == code)
            return std::string(language == Language::PortugueseBrazil ? c.portuguese : c.english);
    std::string own(code);
    std::replace(own.begin(), own.end(), '_', ' ');
    return own;
}

bool isKnownControl(std::string_view code) {
    return std::any_of(kControls.begin(), kControls.end(),
                       [&](const ControlPhrase& c) { return c.code == trimmed(code); });
}

std::string controlsText(std::string_view codes, Language language) {
    std::string out;
    while (!codes.empty()) {
        const auto end = codes.find(';');
        const std::string_view code = trimmed(codes.substr(0, end));
        if (!code.empty())
            out += (out.empty() ? "" : "; ") + controlText(code, language);
        if (end == std::string_view::npos)
            break;
        codes.remove_prefix(end + 1);
    }
    return out;
}

} // namespace gpuadvisor
