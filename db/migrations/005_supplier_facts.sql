-- Schema version 5: what a buyer asks of a supplier before signing (issue 16). A provider says the
-- availability it commits to (sla_percent: NULL unknown, 0 none offered), the certifications it holds and
-- whether it signs a data processing agreement; the rules that use those facts, and the kind of supplier
-- (providers.kind), arrive as rows below. The seed step then fills the new cells of factory providers,
-- never replacing a value the user set (db/seed.cpp).

ALTER TABLE providers ADD COLUMN sla_percent REAL CHECK (sla_percent IS NULL OR (sla_percent >= 0 AND sla_percent <= 100));
ALTER TABLE providers ADD COLUMN certifications TEXT NOT NULL DEFAULT '';
ALTER TABLE providers ADD COLUMN signs_dpa INTEGER CHECK (signs_dpa IS NULL OR signs_dpa IN (0, 1));

-- The services-abroad provision was CMN 4.658/2018 art. 16 (as amended by CMN 4.752/2019), which CMN 4.893/2021
-- replaced; only the factory wording is replaced, never a citation the user edited.
UPDATE compliance_rules SET citation = 'CMN 4.893/2021 (services abroad; art. 16 of CMN 4.658/2018 as amended by CMN 4.752/2019)', note = 'article number in the consolidated 4.893 text to be checked against bcb.gov.br' WHERE id = 'BR-BCB-02' AND citation = 'CMN 4.893/2021 art. 16 (VERIFY numbering)';

INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-BCB-04', 'BR',
        'BCB-regulated institution AND the option is a community marketplace host', 'BLOCK',
        'A community marketplace rents anonymous third-party hosts: the institution cannot assess the provider, obtain the contract clauses for Central Bank access or the isolated dedicated instances Pix requires.',
        'Um marketplace comunitário aluga servidores anônimos de terceiros: a instituição não consegue avaliar o prestador, obter as cláusulas de acesso do Banco Central nem as instâncias dedicadas e isoladas que o Pix exige.',
        'CMN 4.893/2021 (provider assessment and contract clauses before contracting); CMN 5.274/2025',
        'docs/cost-model.md §4.1 (CMN 4.893/2021, CMN 5.274/2025 + BCB 538/2025)', '2026-12-03', '',
        'org == ''bcb_regulated'' && provider_kind == ''marketplace''', '', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-LGPD-04', 'BR',
        'sensitive health data of Brazilian subjects AND a community marketplace host', 'BLOCK',
        'Health data may only go to an operator bound by contract to the controller''s instructions and security measures; an anonymous marketplace host cannot be bound or audited.',
        'Dados de saúde só podem ir a um operador vinculado por contrato às instruções e às medidas de segurança do controlador; um servidor anônimo de marketplace não pode ser vinculado nem auditado.',
        'LGPD arts. 11, 39 and 46',
        'docs/cost-model.md §4.1 (LGPD)', '2026-12-03', '',
        'has(data, ''sensitive_health'') && has(subjects, ''BR'') && provider_kind == ''marketplace''', '', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-APF-05', 'BR',
        'APF body AND classified information AND a community marketplace host', 'BLOCK',
        'Classified information needs a provider established in Brazil and habilitated by GSI, on dedicated infrastructure; a marketplace host is neither.',
        'Informação classificada exige prestador estabelecido no Brasil e habilitado pelo GSI, em infraestrutura dedicada; um servidor de marketplace não é nenhum dos dois.',
        'IN GSI 5/2021 as amended by IN GSI 8/2025',
        'docs/cost-model.md §4.1 (IN GSI 8/2025)', '2026-12-03', '',
        '(has(data, ''classified_reservado'') || has(data, ''classified_secreto'') || has(data, ''classified_ultrassecreto'')) && provider_kind == ''marketplace''', '', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-LGPD-05', 'BR',
        'personal data of Brazilian subjects AND a community marketplace host', 'FLAG',
        'The host is an anonymous third party: the controller must still bind the operator to its instructions and security measures, which a marketplace does not offer.',
        'O servidor é um terceiro anônimo: o controlador ainda precisa vincular o operador às suas instruções e medidas de segurança, o que um marketplace não oferece.',
        'LGPD arts. 39 and 46',
        'docs/cost-model.md §4.1 (LGPD)', '2026-12-03', '',
        'has(data, ''personal'') && has(subjects, ''BR'') && provider_kind == ''marketplace''', '', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('EU-GDPR-04', 'EU',
        'personal data of EU subjects AND a community marketplace host', 'FLAG',
        'A processor must give sufficient guarantees and sign an article 28 contract; an anonymous marketplace host gives neither.',
        'Um subcontratante deve dar garantias suficientes e assinar um contrato do artigo 28; um servidor anônimo de marketplace não dá nenhum dos dois.',
        'GDPR art. 28',
        'docs/cost-model.md §4.2 (GDPR)', '2026-12-03', '',
        'has(data, ''personal'') && (has(subjects, ''EU'') || has(subjects, ''PT'')) && provider_kind == ''marketplace''', '', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('GEN-GPU-01', '',
        'a consumer (GeForce-class) GPU serving production around the clock', 'FLAG',
        'The GeForce driver licence does not allow data-centre deployment, and consumer cards are not built or supported for 24/7 service.',
        'A licença do driver GeForce não permite uso em data center, e placas de consumo não são feitas nem suportadas para serviço 24/7.',
        'NVIDIA GeForce driver software licence (no datacenter deployment)',
        'NVIDIA driver licence for GeForce products', '2026-12-03', 'a company policy, not law',
        'gpu_class == ''consumer'' && always_on', '', 0);
UPDATE compliance_rules SET is_legal = 0 WHERE id = 'GEN-GPU-01';
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-APF-06', 'BR',
        'APF body AND classified information AND hardware the body owns', 'REQUIRES',
        'Classified information on the body''s own servers still needs accredited staff, secure areas and certified state cryptography.',
        'Informação classificada em servidores do próprio órgão ainda exige pessoal credenciado, áreas seguras e criptografia de Estado certificada.',
        'Decreto 7.845/2012',
        'docs/cost-model.md §4.1 (federal public administration)', '2026-12-03', '',
        'org in [''br_federal'', ''br_federal_sisp''] && (has(data, ''classified_reservado'') || has(data, ''classified_secreto'') || has(data, ''classified_ultrassecreto'')) && !is_cloud', 'ACCREDITED_STAFF;SECURE_AREA;STATE_CRYPTO', 0);
INSERT INTO compliance_rules (id, jurisdiction, condition, effect, message_en, message_pt, citation, source, as_of, note, expression, controls, lead_time_days)
VALUES ('BR-BCB-05', 'BR',
        'BCB-regulated institution, whatever the site', 'REQUIRES',
        'The cyber-security policy and the incident response plan cover this system wherever it runs, on the bank''s own servers too.',
        'A política de segurança cibernética e o plano de resposta a incidentes cobrem este sistema onde quer que ele rode, inclusive nos servidores do próprio banco.',
        'CMN 4.893/2021 (cyber-security policy and incident response); CMN 5.274/2025',
        'docs/cost-model.md §4.1 (CMN 4.893/2021)', '2026-12-03', '',
        'org == ''bcb_regulated'' && !is_cloud', 'CYBER_POLICY;INCIDENT_PLAN;ANNUAL_PENTEST', 0);

-- Factory notes that read as internal markers become words (a note a user wrote is left as it is).
UPDATE cloud_offers SET note = replace(note, '; VERIFY that the shape is offered in this region', '; confirm with OCI that the shape is offered in this region') WHERE note LIKE '%; VERIFY that the shape is offered in this region%';
UPDATE egress_prices SET note = 'attribution inferred, to be checked' WHERE note = 'VERIFY: attribution inferred';
