-- Schema version 3: compliance rules get a machine-readable condition (evaluated by core's rule engine),
-- the controls they require, the lead time those take, and a flag separating law from company policy.
-- Conditions and control codes follow docs/cost-model.md §4.5 and §6.2; facts are documented in
-- core/compliance/rule_expression.h. User-edited rows keep their own condition (only empty ones are filled).

ALTER TABLE compliance_rules ADD COLUMN expression TEXT NOT NULL DEFAULT '';
ALTER TABLE compliance_rules ADD COLUMN controls TEXT NOT NULL DEFAULT '';
ALTER TABLE compliance_rules ADD COLUMN lead_time_days INTEGER NOT NULL DEFAULT 0 CHECK (lead_time_days >= 0);
ALTER TABLE compliance_rules ADD COLUMN is_legal INTEGER NOT NULL DEFAULT 1 CHECK (is_legal IN (0, 1));

UPDATE compliance_rules SET expression = 'org in [''br_federal'', ''br_federal_sisp''] && has(data, ''classified_ultrassecreto'') && is_cloud' WHERE id = 'BR-APF-01' AND expression = '';
UPDATE compliance_rules SET expression = 'org in [''br_federal'', ''br_federal_sisp''] && (has(data, ''classified_reservado'') || has(data, ''classified_secreto'')) && is_cloud && (deployment in [''public_cloud'', ''hybrid_cloud''] || !dc_in_br)', controls = 'DEDICATED_HW;BR_ONLY;STATE_CRYPTO' WHERE id = 'BR-APF-02' AND expression = '';
UPDATE compliance_rules SET expression = 'org == ''br_federal_sisp'' && is_cloud && !dc_in_br', controls = 'BR_COPY;ISO22237' WHERE id = 'BR-APF-03' AND expression = '';
UPDATE compliance_rules SET expression = 'org in [''br_federal'', ''br_federal_sisp''] && is_cloud', controls = 'SECURITY_COMMITTEE_COUNTRY_LIST' WHERE id = 'BR-APF-04' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''personal'') && has(subjects, ''BR'') && is_cloud && !dc_in_br', controls = 'ANPD_SCC;TRANSPARENCY_PAGE' WHERE id = 'BR-LGPD-01' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''sensitive_health'') && has(subjects, ''BR'')', controls = 'ART11_BASIS;RIPD;INCIDENT_PLAN_3D' WHERE id = 'BR-LGPD-02' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''sensitive_health'') && has(subjects, ''BR'') && vendor_training' WHERE id = 'BR-LGPD-03' AND expression = '';
UPDATE compliance_rules SET expression = '(hosts_health_records || org == ''health_provider'') && has(data, ''sensitive_health'') && has(subjects, ''BR'')', controls = 'NGS2;ICP_BRASIL' WHERE id = 'BR-SAUDE-01' AND expression = '';
UPDATE compliance_rules SET expression = 'org == ''bcb_regulated'' && is_cloud', controls = 'BCB_NOTIFY_10D;BCB_ACCESS_CLAUSES;CONTINUITY_PLAN' WHERE id = 'BR-BCB-01' AND expression = '';
UPDATE compliance_rules SET expression = 'org == ''bcb_regulated'' && is_cloud && !dc_in_br && !dc_bcb_agreement', controls = 'BCB_AUTH_60D', lead_time_days = 60 WHERE id = 'BR-BCB-02' AND expression = '';
UPDATE compliance_rules SET expression = 'org == ''bcb_regulated'' && touches_pix && is_cloud', controls = 'PIX_ISOLATION;DEDICATED_HW;MFA' WHERE id = 'BR-BCB-03' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''personal'') && (has(subjects, ''EU'') || has(subjects, ''PT'')) && is_cloud && !dc_adequate_for_eu', controls = 'EU_SCC_TIA' WHERE id = 'EU-GDPR-01' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''personal'') && (has(subjects, ''EU'') || has(subjects, ''PT'')) && is_cloud && provider_parent == ''US''' WHERE id = 'EU-GDPR-02' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''sensitive_health'') && (has(subjects, ''EU'') || has(subjects, ''PT''))', controls = 'DPIA;ART28_CONTRACT;BREACH_72H' WHERE id = 'EU-GDPR-03' AND expression = '';
UPDATE compliance_rules SET expression = 'has(data, ''sensitive_health'') && has(subjects, ''PT'')', controls = 'ACCESS_LOGGING' WHERE id = 'PT-SAUDE-01' AND expression = '';
UPDATE compliance_rules SET expression = 'nis2_sector && (customer == ''PT'' || org == ''pt_entity'')', controls = 'NIS2_24H' WHERE id = 'PT-NIS2-01' AND expression = '';
UPDATE compliance_rules SET expression = 'high_risk_ai && (customer in [''PT'', ''EU''] || has(subjects, ''EU'') || has(subjects, ''PT''))', controls = 'AI_LOGS_6M;HUMAN_OVERSIGHT' WHERE id = 'EU-AIA-01' AND expression = '';
UPDATE compliance_rules SET expression = 'customer in [''PT'', ''EU''] && is_cloud' WHERE id = 'EU-DA-01' AND expression = '';
UPDATE compliance_rules SET expression = 'org == ''us_covered_entity'' && has(data, ''sensitive_health'') && is_cloud', controls = 'BAA;RISK_ANALYSIS' WHERE id = 'US-HIPAA-01' AND expression = '';
UPDATE compliance_rules SET expression = 'sovereign_requested && is_cloud && provider_parent != '''' && provider_parent != customer' WHERE id = 'GEN-SOV-01' AND expression = '';

-- docs/cost-model.md §4.5 gives US-HIPAA-01 the effect "REQUIRES (BLOCK if provider offers no BAA)": the blocking half as its own row.
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls)
VALUES ('US-HIPAA-02', 'US',
        'US PHI AND third-party hosting AND the provider offers no business associate agreement', 'BLOCK',
        'The provider offers no business associate agreement (BAA): protected health information cannot be hosted there.',
        'O fornecedor não oferece contrato de associado comercial (BAA): informação de saúde protegida não pode ser alojada ali.',
        '45 CFR 164.308(b), 164.314(a); HHS cloud guidance 2016',
        'docs/cost-model.md §4.5 (US-HIPAA-01: BLOCK if provider offers no BAA)', '2026-12-02',
        'set providers.baa_available = 1 for providers that sign a BAA',
        'org == ''us_covered_entity'' && has(data, ''sensitive_health'') && is_cloud && !offers_baa', 'BAA');
