-- Schema version 12: compliance that sees how a service is delivered, and conditions that cost time and
-- money (issue 39).
--
-- * providers.accreditations: what a state body accredited the supplier for ('gsi_posto_de_controle': GSI's
--   habilitation to host classified information, IN GSI 5/2021 as amended by IN GSI 8/2025), ';'-separated.
-- * compliance_controls: what each control a REQUIRES finding names (its words: core/present/control_text) costs (person-days at the
--   compliance_day_rate_eur assumption, once and every year; NULL = not estimated) and how long it takes
--   before go-live. The cost engine adds them to the option as a cost line and the lead time to its start.
-- * Rules: BR-BCB-03 now BLOCKS multi-tenant instances for Pix/STR (its REQUIRES half for dedicated hosts is
--   BR-BCB-07); a third-party host of classified information is asked at least what the body's own site is
--   (BR-APF-07) plus its accreditation (BR-APF-08); DORA for EU financial entities and insurers; Anatel's
--   cyber-security regulation for telecom operators; the LGPD baseline wherever personal data is processed.
--   A rule a user edited keeps its condition (only the factory expression is replaced).

ALTER TABLE providers ADD COLUMN accreditations TEXT NOT NULL DEFAULT '';

CREATE TABLE compliance_controls (
    code           TEXT PRIMARY KEY CHECK (length(code) > 0),
    one_off_days   REAL CHECK (one_off_days IS NULL OR (one_off_days >= 0 AND one_off_days <= 1000)),
    yearly_days    REAL CHECK (yearly_days IS NULL OR (yearly_days >= 0 AND yearly_days <= 1000)),
    lead_time_days INTEGER NOT NULL DEFAULT 0 CHECK (lead_time_days >= 0 AND lead_time_days <= 3650),
    is_assumption  INTEGER NOT NULL DEFAULT 1 CHECK (is_assumption IN (0, 1)),
    source         TEXT NOT NULL CHECK (length(source) > 0),
    as_of          TEXT NOT NULL CHECK (length(as_of) > 0),
    note           TEXT NOT NULL DEFAULT ''
);

UPDATE compliance_rules SET effect = 'BLOCK',
    condition = 'BCB-authorised AND workload touches Pix/STR/RSFN AND a multi-tenant cloud instance',
    message_en = 'Pix and STR environments must run on dedicated instances, physically and logically isolated; this option is a multi-tenant (shared-host) cloud instance.',
    message_pt = 'Ambientes do Pix e do STR devem rodar em instâncias dedicadas, isoladas física e logicamente; esta opção é uma instância de nuvem multilocatária (host compartilhado).',
    expression = 'org == ''bcb_regulated'' && touches_pix && is_cloud && tenancy == ''multi_tenant''',
    controls = ''
  WHERE id = 'BR-BCB-03' AND expression = 'org == ''bcb_regulated'' && touches_pix && is_cloud';

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-BCB-07', 'BR',
        'BCB-authorised AND workload touches Pix/STR/RSFN AND a dedicated third-party host', 'REQUIRES',
        'The dedicated host must be isolated physically and logically from other systems; no third party may access the message-signing keys; multi-factor authentication.',
        'O servidor dedicado deve ser isolado física e logicamente de outros sistemas; nenhum terceiro pode acessar as chaves de assinatura de mensagens; autenticação multifator.',
        'CMN 5.274/2025; BCB 538/2025',
        'docs/cost-model.md §4.1 (CMN 5.274/2025 + BCB 538/2025)', '2026-12-07', '',
        'org == ''bcb_regulated'' && touches_pix && is_cloud && tenancy != ''multi_tenant''', 'PIX_ISOLATION;KEY_CUSTODY;MFA', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-APF-07', 'BR',
        'APF body AND classified information AND a third-party host', 'REQUIRES',
        'A third-party host of classified information needs what the body''s own site needs (accredited staff, secure areas, certified state cryptography) and, in addition, immutable access logs with independent audit and no provider access to the content.',
        'Um prestador que hospeda informação classificada precisa do que o próprio órgão precisa (pessoal credenciado, áreas seguras, criptografia de Estado certificada) e, além disso, registros de acesso imutáveis com auditoria independente e nenhum acesso do prestador ao conteúdo.',
        'Decreto 7.845/2012; IN GSI 5/2021 as amended by IN GSI 8/2025',
        'docs/cost-model.md §4.1 (federal public administration)', '2026-12-07', '',
        'org in [''br_federal'', ''br_federal_sisp''] && (has(data, ''classified_reservado'') || has(data, ''classified_secreto'') || has(data, ''classified_ultrassecreto'')) && is_cloud', 'ACCREDITED_STAFF;SECURE_AREA;STATE_CRYPTO;IMMUTABLE_ACCESS_LOGS', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-APF-08', 'BR',
        'APF body AND classified information AND a host not recorded as habilitated by GSI', 'REQUIRES',
        'Classified information may be hosted only by a company habilitated by GSI as a "posto de controle": obtain the host''s habilitation before contracting (record it as gsi_posto_de_controle in the provider''s accreditations).',
        'Informação classificada só pode ser hospedada por empresa habilitada pelo GSI como posto de controle: obtenha a habilitação do prestador antes de contratar (registre-a como gsi_posto_de_controle nas acreditações do fornecedor).',
        'IN GSI 5/2021 as amended by IN GSI 8/2025',
        'docs/cost-model.md §4.1 (IN GSI 8/2025)', '2026-12-07', '',
        'org in [''br_federal'', ''br_federal_sisp''] && (has(data, ''classified_reservado'') || has(data, ''classified_secreto'')) && is_cloud && !has(accreditations, ''gsi_posto_de_controle'')', 'HOST_ACCREDITATION', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('EU-DORA-01', 'EU',
        'EU financial entity or insurer AND an ICT third-party service provider', 'REQUIRES',
        'Enter the arrangement in the register of information, sign a contract with the DORA article 30 clauses (service locations, access, audit, termination) and keep a tested exit strategy.',
        'Inscrever o acordo no registo de informação, assinar contrato com as cláusulas do artigo 30.º do DORA (locais do serviço, acesso, auditoria, cessação) e manter uma estratégia de saída testada.',
        'Regulation (EU) 2022/2554 (DORA) arts. 28-30; Commission Implementing Regulation (EU) 2024/2956 (register of information); Commission Delegated Regulation (EU) 2024/1773 (ICT services supporting critical or important functions)',
        'eur-lex.europa.eu, Regulation (EU) 2022/2554, applicable from 2025-01-17', '2026-12-07', '',
        'org in [''eu_financial'', ''eu_insurer''] && is_cloud', 'DORA_REGISTER;DORA_CONTRACT_TERMS;DORA_EXIT_PLAN', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('EU-DORA-02', 'EU',
        'EU financial entity or insurer, whatever the site', 'REQUIRES',
        'The ICT risk-management framework, major-incident reporting and resilience testing cover this system wherever it runs, on the entity''s own servers too.',
        'O quadro de gestão do risco de TIC, a notificação de incidentes graves e os testes de resiliência cobrem este sistema onde quer que corra, também nos servidores da própria entidade.',
        'Regulation (EU) 2022/2554 (DORA) arts. 5-16, 17-19 and 24-25',
        'eur-lex.europa.eu, Regulation (EU) 2022/2554, applicable from 2025-01-17', '2026-12-07', '',
        'org in [''eu_financial'', ''eu_insurer'']', 'DORA_ICT_RISK_FRAMEWORK;DORA_INCIDENT_REPORTING', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-ANATEL-01', 'BR',
        'Brazilian telecom operator, whatever the site', 'REQUIRES',
        'The operator''s cyber-security policy (approved by its board) covers this system, and its security incidents are notified to Anatel (and to the ANPD when personal data is involved).',
        'A política de segurança cibernética da prestadora (aprovada pelo conselho) cobre este sistema, e seus incidentes de segurança são notificados à Anatel (e à ANPD quando houver dados pessoais).',
        'Res. Anatel 740/2020 (Regulamento de Segurança Cibernética Aplicada ao Setor de Telecomunicações) art. 6, as amended by Res. Anatel 767/2024',
        'gov.br/anatel (segurança cibernética, regulamentação); azevedosette.com.br on Res. 767/2024', '2026-12-07', 'small operators (under 5 % national share) have reduced duties',
        'org == ''br_telecom''', 'ANATEL_CYBER_POLICY;ANATEL_INCIDENT_NOTICE', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-ANATEL-02', 'BR',
        'Brazilian telecom operator AND a third-party host', 'REQUIRES',
        'Use suppliers whose cyber-security policy is compatible with the operator''s: assess the host before contracting.',
        'Utilizar fornecedores com política de segurança cibernética compatível com a da prestadora: avaliar o prestador antes de contratar.',
        'Res. Anatel 740/2020 art. 7, as amended by Res. Anatel 767/2024',
        'sistemas.anatel.gov.br (Consulta Pública 63, text of arts. 6-11 of Res. 740/2020)', '2026-12-07', '',
        'org == ''br_telecom'' && is_cloud', 'SUPPLIER_SECURITY_ASSESSMENT', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-LGPD-06', 'BR',
        'personal data of Brazilian subjects, wherever it is processed', 'REQUIRES',
        'Security measures proportionate to the data and a record of the processing operations, on premises as in the cloud.',
        'Medidas de segurança proporcionais aos dados e registro das operações de tratamento, no local como na nuvem.',
        'LGPD arts. 37 and 46',
        'docs/cost-model.md §4.1 (LGPD)', '2026-12-07', '',
        'has(data, ''personal'') && has(subjects, ''BR'')', 'LGPD_SECURITY_MEASURES;LGPD_RECORDS', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-LGPD-07', 'BR',
        'personal data of Brazilian subjects AND a third-party host that can be bound by contract', 'REQUIRES',
        'The host is an operator: a contract binds it to the controller''s instructions and security measures.',
        'O prestador é operador: um contrato o vincula às instruções e às medidas de segurança do controlador.',
        'LGPD art. 39',
        'docs/cost-model.md §4.1 (LGPD)', '2026-12-07', '',
        'has(data, ''personal'') && has(subjects, ''BR'') && is_cloud && provider_kind != ''marketplace''', 'LGPD_OPERATOR_CONTRACT', 0);

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('EU-GDPR-05', 'EU',
        'personal data of EU subjects AND a third-party host that can be bound by contract', 'REQUIRES',
        'The host is a processor: an article 28 contract binds it to the controller''s instructions and security measures.',
        'O prestador é subcontratante: um contrato do artigo 28.º vincula-o às instruções e às medidas de segurança do responsável.',
        'GDPR art. 28',
        'docs/cost-model.md §4.2 (GDPR)', '2026-12-07', '',
        'has(data, ''personal'') && has(subjects, ''EU'') && is_cloud && provider_kind != ''marketplace''', 'ART28_CONTRACT', 0);
