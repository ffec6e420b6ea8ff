<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CatalogOpening</name>
    <message>
        <source>The damaged catalog was kept as %1; a factory catalog took its place.</source>
        <translation>O catálogo danificado foi guardado como %1; um catálogo de fábrica tomou o seu lugar.</translation>
    </message>
    <message>
        <source>The catalog %1 is damaged and was left untouched.</source>
        <translation>O catálogo %1 está danificado e não foi alterado.</translation>
    </message>
    <message>
        <source>The catalog could not be opened.</source>
        <translation>Não foi possível abrir o catálogo.</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor</source>
        <translation>GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>Restoring keeps the damaged file beside the new one; nothing is deleted.</source>
        <translation>Restaurar mantém o arquivo danificado ao lado do novo; nada é apagado.</translation>
    </message>
    <message>
        <source>&amp;Restore factory catalog</source>
        <translation>&amp;Restaurar o catálogo de fábrica</translation>
    </message>
    <message>
        <source>&amp;Open another file…</source>
        <translation>&amp;Abrir outro arquivo…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>Open a catalog</source>
        <translation>Abrir um catálogo</translation>
    </message>
    <message>
        <source>Catalogs (*.sqlite *.db);;All files (*)</source>
        <translation>Catálogos (*.sqlite *.db);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>No offline copy of the team catalog could be kept: %1</source>
        <translation>Não foi possível manter uma cópia offline do catálogo da equipe: %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source> billion tokens</source>
        <translation> bilhões de tokens</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::CatalogEditor</name>
    <message>
        <source>Catalog — %1</source>
        <translation>Catálogo — %1</translation>
    </message>
    <message>
        <source>Filter rows (any column)…</source>
        <translation>Filtrar linhas (qualquer coluna)…</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Pesquisar:</translation>
    </message>
    <message>
        <source>Edited; Submit saves, Revert discards.</source>
        <translation>Editado; Enviar salva, Reverter descarta.</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Adicionar linha</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;xcluir</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Enviar</translation>
    </message>
    <message>
        <source>&amp;Revert</source>
        <translation>&amp;Reverter</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <source>Import SkyPilot &amp;CSV…</source>
        <translation>Importar &amp;CSV do SkyPilot…</translation>
    </message>
    <message>
        <source>Import a SkyPilot price list</source>
        <translation>Importar uma lista de preços do SkyPilot</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provedor</translation>
    </message>
    <message>
        <source>Catalog provider id for these offers (e.g. azure, aws, gcp):</source>
        <translation>Id do provedor no catálogo para estas ofertas (ex.: azure, aws, gcp):</translation>
    </message>
    <message>
        <source>Import model &amp;config.json…</source>
        <translation>Importar &amp;config.json de modelo…</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Importar um config.json do Hugging Face</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Model id</source>
        <translation>Id do modelo</translation>
    </message>
    <message>
        <source>Catalog id (lowercase-kebab, e.g. my-model-13b):</source>
        <translation>Id no catálogo (minúsculas com hífens, ex.: meu-modelo-13b):</translation>
    </message>
    <message>
        <source>&amp;Export as JSON…</source>
        <translation>&amp;Exportar como JSON…</translation>
    </message>
    <message>
        <source>Export the catalog</source>
        <translation>Exportar o catálogo</translation>
    </message>
    <message>
        <source>Reset to &amp;factory catalog…</source>
        <translation>Restaurar o catálogo de &amp;fábrica…</translation>
    </message>
    <message>
        <source>Reset the catalog</source>
        <translation>Restaurar o catálogo</translation>
    </message>
    <message>
        <source>Replace the catalog with the factory one? The current file is kept as a backup next to it.</source>
        <translation>Substituir o catálogo pelo de fábrica? O arquivo atual é mantido como cópia de segurança ao lado dele.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>%1, new row %2: %3 is empty; every catalog value needs a source and an as-of date.</source>
        <translation>%1, nova linha %2: %3 está vazio; todo valor do catálogo precisa de uma fonte e de uma data de referência.</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1 refused the edit (%2).</source>
        <translation>Não salvo, nada foi gravado: %1 recusou a edição (%2).</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1</source>
        <translation>Não salvo, nada foi gravado: %1</translation>
    </message>
    <message>
        <source>Saved. The dashboard recomputes with the new values.</source>
        <translation>Salvo. O painel recalcula com os novos valores.</translation>
    </message>
    <message>
        <source>Edits discarded.</source>
        <translation>Edições descartadas.</translation>
    </message>
    <message>
        <source>New row: fill in the key, the values and the source, then Submit.</source>
        <translation>Nova linha: preencha a chave, os valores e a fonte, depois Enviar.</translation>
    </message>
    <message>
        <source>Cannot duplicate: %1</source>
        <translation>Não foi possível duplicar: %1</translation>
    </message>
    <message>
        <source>Duplicated; change the key (&apos;-copy&apos;) and Submit.</source>
        <translation>Duplicada; altere a chave (&apos;-copy&apos;) e Envie.</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) marked for deletion; Submit deletes them, Revert keeps them.</source>
        <translation>
            <numerusform>%n linha(s) marcada(s) para exclusão; Enviar exclui, Reverter mantém.</numerusform>
            <numerusform>%n linha(s) marcada(s) para exclusão; Enviar exclui, Reverter mantém.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>SkyPilot price list %1</source>
        <translation>Lista de preços do SkyPilot %1</translation>
    </message>
    <message>
        <source>Nothing imported: %1</source>
        <translation>Nada importado: %1</translation>
    </message>
    <message>
        <source>Imported %1 offers from %2; %3 rows skipped (no GPU, unknown accelerator or no price).</source>
        <translation>%1 ofertas importadas de %2; %3 linhas ignoradas (sem GPU, acelerador desconhecido ou sem preço).</translation>
    </message>
    <message>
        <source>config.json imported from %1</source>
        <translation>config.json importado de %1</translation>
    </message>
    <message>
        <source>Not imported: %1</source>
        <translation>Não importado: %1</translation>
    </message>
    <message>
        <source>Model %1 imported.</source>
        <translation>Modelo %1 importado.</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado para %1.</translation>
    </message>
    <message>
        <source>Unsaved catalog edits</source>
        <translation>Edições do catálogo não salvas</translation>
    </message>
    <message>
        <source>Save the catalog edits before closing?</source>
        <translation>Salvar as edições do catálogo antes de fechar?</translation>
    </message>
    <message>
        <source>Catalog (read-only) — %1</source>
        <translation>Catálogo (somente leitura) — %1</translation>
    </message>
    <message>
        <source>Read-only: %1. Edits, imports and reset are off; export still works.</source>
        <translation>Somente leitura: %1. Edição, importação e restauração estão desativadas; a exportação continua funcionando.</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Someone else changed these rows</source>
        <translation>Outra pessoa alterou estas linhas</translation>
    </message>
    <message>
        <source>Since you opened the catalog, these rows you edited were changed:

%1

Keep your values (theirs stay in the history), or take theirs and drop your edits of these rows?</source>
        <translation>Desde que você abriu o catálogo, estas linhas que você editou foram alteradas:

%1

Manter os seus valores (os da outra pessoa ficam no histórico) ou aceitar os dela e descartar as suas edições destas linhas?</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>Manter os meus</translation>
    </message>
    <message>
        <source>Take theirs</source>
        <translation>Aceitar os dela</translation>
    </message>
    <message>
        <source>Not saved: rows you edited were changed by someone else meanwhile.</source>
        <translation>Não salvo: linhas que você editou foram alteradas por outra pessoa nesse meio-tempo.</translation>
    </message>
    <message>
        <source>%1 %2, revision %3 by %4 at %5: %6</source>
        <translation>%1 %2, revisão %3 por %4 em %5: %6</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>outro programa</translation>
    </message>
    <message>
        <source>Select a row to see its history.</source>
        <translation>Selecione uma linha para ver o histórico dela.</translation>
    </message>
    <message>
        <source>Not saved, nothing was written: %1 %2 was changed by someone else (revision %3) while you were saving. Submit again to see the change and choose.</source>
        <translation>Não salvo, nada foi gravado: %1 %2 foi alterado por outra pessoa (revisão %3) enquanto você salvava. Envie de novo para ver a alteração e escolher.</translation>
    </message>
    <message>
        <source>Check &amp;prices</source>
        <translation>Verificar &amp;preços</translation>
    </message>
    <message>
        <source>Every price that is an estimate, stale or in a region to confirm</source>
        <translation>Todo preço que é estimativa, está desatualizado ou tem região a confirmar</translation>
    </message>
    <message>
        <source>The check reads the saved catalog: submit your edits to see them in it.</source>
        <translation>A verificação lê o catálogo salvo: envie suas edições para vê-las nela.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ConstraintsPage</name>
    <message>
        <source>Constraints</source>
        <translation>Restrições</translation>
    </message>
    <message>
        <source>Who is the customer, what data is involved, where may it go, and what may it cost? Leave a list unticked to allow everything in it.</source>
        <translation>Quem é o cliente, que dados estão envolvidos, para onde podem ir e quanto pode custar? Deixe uma lista sem marcação para permitir tudo nela.</translation>
    </message>
    <message>
        <source>Customer and data</source>
        <translation>Cliente e dados</translation>
    </message>
    <message>
        <source>Private company</source>
        <translation>Empresa privada</translation>
    </message>
    <message>
        <source>Brazilian financial institution (BCB, CMN 4.893)</source>
        <translation>Instituição financeira brasileira (BCB, CMN 4.893)</translation>
    </message>
    <message>
        <source>Brazilian federal public administration</source>
        <translation>Administração pública federal brasileira</translation>
    </message>
    <message>
        <source>Brazilian federal body in SISP</source>
        <translation>Órgão federal brasileiro do SISP</translation>
    </message>
    <message>
        <source>Health provider</source>
        <translation>Prestador de saúde</translation>
    </message>
    <message>
        <source>EU organisation</source>
        <translation>Organização da UE</translation>
    </message>
    <message>
        <source>Portuguese organisation</source>
        <translation>Organização portuguesa</translation>
    </message>
    <message>
        <source>US HIPAA covered entity</source>
        <translation>Entidade coberta pela HIPAA (EUA)</translation>
    </message>
    <message>
        <source>EU financial entity (DORA)</source>
        <translation>Entidade financeira da UE (DORA)</translation>
    </message>
    <message>
        <source>EU insurer (DORA)</source>
        <translation>Seguradora da UE (DORA)</translation>
    </message>
    <message>
        <source>Brazilian telecom operator (Anatel)</source>
        <translation>Operadora de telecomunicações brasileira (Anatel)</translation>
    </message>
    <message>
        <source>&amp;Organisation:</source>
        <translation>&amp;Organização:</translation>
    </message>
    <message>
        <source>Data processed:</source>
        <translation>Dados tratados:</translation>
    </message>
    <message>
        <source>Personal data</source>
        <translation>Dados pessoais</translation>
    </message>
    <message>
        <source>Health data (sensitive)</source>
        <translation>Dados de saúde (sensíveis)</translation>
    </message>
    <message>
        <source>Financial / banking secrecy</source>
        <translation>Financeiros / sigilo bancário</translation>
    </message>
    <message>
        <source>Classified (reservado)</source>
        <translation>Classificados (reservado)</translation>
    </message>
    <message>
        <source>Data subjects in:</source>
        <translation>Titulares dos dados em:</translation>
    </message>
    <message>
        <source>The provider may train on the data</source>
        <translation>O provedor pode treinar com os dados</translation>
    </message>
    <message>
        <source>Customer asks for a sovereign (in-country) cloud</source>
        <translation>O cliente pede uma nuvem soberana (no país)</translation>
    </message>
    <message>
        <source>High-risk AI use (EU AI Act Annex III)</source>
        <translation>Uso de IA de alto risco (AI Act da UE, Anexo III)</translation>
    </message>
    <message>
        <source>Touches Pix payments</source>
        <translation>Envolve pagamentos Pix</translation>
    </message>
    <message>
        <source>Where and how</source>
        <translation>Onde e como</translation>
    </message>
    <message>
        <source>Cloud (hourly)</source>
        <translation>Nuvem (por hora)</translation>
    </message>
    <message>
        <source>Bare metal (monthly)</source>
        <translation>Bare metal (mensal)</translation>
    </message>
    <message>
        <source>Buy (own)</source>
        <translation>Comprar (próprio)</translation>
    </message>
    <message>
        <source>Allowed providers:</source>
        <translation>Provedores permitidos:</translation>
    </message>
    <message>
        <source>Allowed data-centre countries:</source>
        <translation>Países de data center permitidos:</translation>
    </message>
    <message>
        <source>Money and time</source>
        <translation>Dinheiro e prazo</translation>
    </message>
    <message>
        <source> months</source>
        <translation> meses</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Moeda:</translation>
    </message>
    <message>
        <source>Buyer&apos;s &amp;country:</source>
        <translation>&amp;País do comprador:</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Horizonte:</translation>
    </message>
    <message>
        <source>Expected &amp;utilisation:</source>
        <translation>&amp;Utilização esperada:</translation>
    </message>
    <message>
        <source>How to acquire: nothing is ticked; tick cloud, bare metal or buy (or several).</source>
        <translation>Forma de aquisição: nada marcado; marque nuvem, bare metal ou compra (ou várias).</translation>
    </message>
    <message>
        <source>Classified (secreto)</source>
        <translation>Classificados (secreto)</translation>
    </message>
    <message>
        <source>Classified (ultrassecreto)</source>
        <translation>Classificados (ultrassecreto)</translation>
    </message>
    <message>
        <source>catalog default</source>
        <translation>padrão do catálogo</translation>
    </message>
    <message>
        <source>The most one rack of your site can power and cool; servers to buy that draw more are not offered.</source>
        <translation>O máximo que um rack do seu local alimenta e refrigera; servidores para compra que consomem mais não são oferecidos.</translation>
    </message>
    <message>
        <source>&amp;Rack power limit:</source>
        <translation>Limite de potência por &amp;rack:</translation>
    </message>
    <message>
        <source>Procurement policy</source>
        <translation>Política de compras</translation>
    </message>
    <message>
        <source>Left at &quot;default&quot;, a rule follows from the organisation and the data: personal, financial, health or classified data exclude marketplace hosts and consumer GPUs; health data excludes 4-bit weights.</source>
        <translation>Deixada no &quot;padrão&quot;, uma regra decorre da organização e dos dados: dados pessoais, financeiros, de saúde ou classificados excluem servidores de marketplace e GPUs de consumo; dados de saúde excluem pesos de 4 bits.</translation>
    </message>
    <message>
        <source>default for this customer</source>
        <translation>padrão para este cliente</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permitido</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>não permitido</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>N+1 across servers</source>
        <translation>N+1 entre servidores</translation>
    </message>
    <message>
        <source>N+1 across sites</source>
        <translation>N+1 entre locais</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>sem mínimo</translation>
    </message>
    <message>
        <source>A training or batch plan must finish with this share of its run time to spare before the deadline.</source>
        <translation>Um plano de treino ou de lote precisa terminar com esta parcela do seu tempo de execução de folga antes do prazo.</translation>
    </message>
    <message>
        <source>&amp;Marketplace hosts:</source>
        <translation>Servidores de &amp;marketplace:</translation>
    </message>
    <message>
        <source>Consumer &amp;GPUs:</source>
        <translation>&amp;GPUs de consumo:</translation>
    </message>
    <message>
        <source>&amp;4-bit weights:</source>
        <translation>Pesos de &amp;4 bits:</translation>
    </message>
    <message>
        <source>Re&amp;dundancy:</source>
        <translation>Re&amp;dundância:</translation>
    </message>
    <message>
        <source>Least &amp;SLA:</source>
        <translation>&amp;SLA mínimo:</translation>
    </message>
    <message>
        <source>Deadline &amp;margin:</source>
        <translation>&amp;Margem do prazo:</translation>
    </message>
    <message>
        <source>the scenario file&apos;s own list</source>
        <translation>a lista do próprio arquivo de cenário</translation>
    </message>
    <message>
        <source>&amp;Budget (whole horizon or job):</source>
        <translation>&amp;Orçamento (horizonte inteiro ou trabalho):</translation>
    </message>
    <message>
        <source>The most the whole horizon may cost (serving), or one job (training, batch), in the currency above; options above it are shown as over budget, never ranked.</source>
        <translation>O máximo que o horizonte inteiro pode custar (serviço) ou um trabalho (treino, lote), na moeda acima; opções acima dele aparecem como acima do orçamento, nunca classificadas.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::Dashboard</name>
    <message>
        <source>Start a study with File ▸ New study (Ctrl+N), or open an example from File ▸ Open example.</source>
        <translation>Comece um estudo em Arquivo ▸ Novo estudo (Ctrl+N) ou abra um exemplo em Arquivo ▸ Abrir exemplo.</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Visão geral</translation>
    </message>
    <message>
        <source>Alternative</source>
        <translation>Alternativa</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Por que não</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efeito</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>O que significa</translation>
    </message>
    <message>
        <source>Citation</source>
        <translation>Citação</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>&amp;Rejected alternatives</source>
        <translation>Alternativas &amp;rejeitadas</translation>
    </message>
    <message>
        <source>&amp;Compliance</source>
        <translation>&amp;Conformidade</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>&amp;Premissas</translation>
    </message>
    <message>
        <source> months</source>
        <translation> meses</translation>
    </message>
    <message>
        <source>catalog rate</source>
        <translation>taxa do catálogo</translation>
    </message>
    <message>
        <source>Reset what-ifs</source>
        <translation>Restaurar simulações</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>&amp;Utilização:</translation>
    </message>
    <message>
        <source>&amp;Horizon:</source>
        <translation>&amp;Horizonte:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oeda:</translation>
    </message>
    <message>
        <source>1 USD &amp;=</source>
        <translation>1 USD &amp;=</translation>
    </message>
    <message>
        <source>&amp;GPU prices:</source>
        <translation>Preços de &amp;GPU:</translation>
    </message>
    <message>
        <source>Recomputing… the figures below are for the previous inputs</source>
        <translation>Recalculando… os números abaixo são das entradas anteriores</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <source>Not computed: %1</source>
        <translation>Não calculado: %1</translation>
    </message>
    <message>
        <source>Up to date · %1 configurations costed in %2 ms · catalog as of %3</source>
        <translation>Atualizado · %1 configurações custeadas em %2 ms · catálogo de %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;No configuration meets this scenario.&lt;/b&gt; The rejected alternatives say why each one failed.</source>
        <translation>&lt;b&gt;Nenhuma configuração atende a este cenário.&lt;/b&gt; As alternativas rejeitadas dizem por que cada uma falhou.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why #%1: %2&lt;/b&gt;&lt;ul&gt;</source>
        <translation>&lt;b&gt;Por que #%1: %2&lt;/b&gt;&lt;ul&gt;</translation>
    </message>
    <message>
        <source>Pre&amp;view report…</source>
        <translation>&amp;Visualizar relatório…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Exportar &amp;PDF…</translation>
    </message>
    <message>
        <source>Export C&amp;SV…</source>
        <translation>Exportar C&amp;SV…</translation>
    </message>
    <message>
        <source>Required controls</source>
        <translation>Controles exigidos</translation>
    </message>
    <message>
        <source>&amp;Your options</source>
        <translation>&amp;Suas opções</translation>
    </message>
    <message>
        <source>&amp;Policy</source>
        <translation>&amp;Política</translation>
    </message>
    <message>
        <source>the rate you typed (%1) was for the previous currency; the catalog rate is used</source>
        <translation>a taxa digitada (%1) era da moeda anterior; usa-se a taxa do catálogo</translation>
    </message>
    <message>
        <source>&amp;Edit the study…</source>
        <translation>&amp;Editar o estudo…</translation>
    </message>
    <message>
        <source>Not used by this study: a job is priced for the hours it runs and a batch for its hours each night; the headline states that share.</source>
        <translation>Não usado neste estudo: um trabalho é cotado pelas horas em que roda e um lote pelas suas horas a cada noite; a frase no topo do painel diz essa fração.</translation>
    </message>
    <message>
        <source>This study cannot be computed.</source>
        <translation>Este estudo não pode ser calculado.</translation>
    </message>
    <message>
        <source>Not computed: see the reason above</source>
        <translation>Não calculado: veja o motivo acima</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::FitBreakdownModel</name>
    <message>
        <source>Per GPU</source>
        <translation>Por GPU</translation>
    </message>
    <message>
        <source>GB (10⁹ B)</source>
        <translation>GB (10⁹ B)</translation>
    </message>
    <message>
        <source>GiB (2³⁰ B)</source>
        <translation>GiB (2³⁰ B)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::FitPanel</name>
    <message>
        <source>Workload and hardware</source>
        <translation>Carga de trabalho e hardware</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>default</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>KV-cache precision</source>
        <translation>Precisão do cache KV</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Paralelismo de tensor (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Paralelismo de pipeline (PP)</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>Paralelismo de dados (DP)</translation>
    </message>
    <message>
        <source>Context (tokens per sequence)</source>
        <translation>Contexto (tokens por sequência)</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Sequências simultâneas</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Paralelismo de sequência</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Comprimento de sequência</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lote</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>Estágio ZeRO</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recomputação</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>Posto LoRA</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memória por GPU</translation>
    </message>
    <message>
        <source>How each figure was obtained</source>
        <translation>Como cada número foi obtido</translation>
    </message>
    <message>
        <source>GPUs: %1 is not a multiple of TP × PP = %2</source>
        <translation>GPUs: %1 não é múltiplo de TP × PP = %2</translation>
    </message>
    <message>
        <source>Check the input</source>
        <translation>Verifique a entrada</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Cabe</translation>
    </message>
    <message>
        <source>Tight</source>
        <translation>Justo</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Não cabe</translation>
    </message>
    <message>
        <source>Minimum: %1 GPU(s) of this type (TP %2, PP %3, DP %4).</source>
        <translation>Mínimo: %1 GPU(s) deste tipo (TP %2, PP %3, DP %4).</translation>
    </message>
    <message>
        <source>At most %1 concurrent sequences of %2 tokens.</source>
        <translation>No máximo %1 sequências simultâneas de %2 tokens.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::MainWindow</name>
    <message>
        <source>The catalog could not be read: %1</source>
        <translation>Não foi possível ler o catálogo: %1</translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation>&amp;Painel</translation>
    </message>
    <message>
        <source>Catalog: %1 · GB = 10⁹ bytes, GiB = 2³⁰ bytes</source>
        <translation>Catálogo: %1 · GB = 10⁹ bytes, GiB = 2³⁰ bytes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New study…</source>
        <translation>&amp;Novo estudo…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;example</source>
        <translation>Abrir &amp;exemplo</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Co&amp;nfigurações…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Estudo</translation>
    </message>
    <message>
        <source>&amp;Edit in the wizard…</source>
        <translation>&amp;Editar no assistente…</translation>
    </message>
    <message>
        <source>&amp;Recompute</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>&amp;Catálogo</translation>
    </message>
    <message>
        <source>&amp;Edit catalog…</source>
        <translation>&amp;Editar catálogo…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;About GPU Sizing Advisor</source>
        <translation>&amp;Sobre o GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor</source>
        <translation>GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>%1[*] — GPU Sizing Advisor</source>
        <translation>%1[*] — GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>Open study</source>
        <translation>Abrir estudo</translation>
    </message>
    <message>
        <source>Save study</source>
        <translation>Salvar estudo</translation>
    </message>
    <message>
        <source>study.gpuadvisor.json</source>
        <translation>estudo.gpuadvisor.json</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor studies (*.gpuadvisor.json);;JSON (*.json)</source>
        <translation>Estudos do GPU Sizing Advisor (*.gpuadvisor.json);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Unsaved study</source>
        <translation>Estudo não salvo</translation>
    </message>
    <message>
        <source>The study has changes that are not saved. Save them?</source>
        <translation>O estudo tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor studies (*.gpuadvisor.json *.json)</source>
        <translation>Estudos do GPU Sizing Advisor (*.gpuadvisor.json *.json)</translation>
    </message>
    <message>
        <source>The model could not be added to the catalog: %1</source>
        <translation>Não foi possível adicionar o modelo ao catálogo: %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Catalog reset to the factory data; the previous file is kept as %1</source>
        <translation>Catálogo restaurado aos dados de fábrica; o arquivo anterior foi mantido como %1</translation>
    </message>
    <message>
        <source>Recover study</source>
        <translation>Recuperar estudo</translation>
    </message>
    <message>
        <source>GPU Sizing Advisor did not close normally. Recover the study you were working on?</source>
        <translation>O GPU Sizing Advisor não foi fechado normalmente. Recuperar o estudo em que você trabalhava?</translation>
    </message>
    <message>
        <source>About GPU Sizing Advisor</source>
        <translation>Sobre o GPU Sizing Advisor</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Sizing Advisor %1&lt;/h3&gt;&lt;p&gt;Which GPUs, how many, on which fabric, rented or owned, at what cost, and why.&lt;/p&gt;&lt;p&gt;Estimates are directional: every figure shows the formula and source it rests on.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Sizing Advisor %1&lt;/h3&gt;&lt;p&gt;Quais GPUs, quantas, em qual rede, alugadas ou próprias, a que custo, e por quê.&lt;/p&gt;&lt;p&gt;As estimativas são indicativas: cada número mostra a fórmula e a fonte em que se apoia.&lt;/p&gt;&lt;p&gt;Licenciado sob a Apache License 2.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>Report pre&amp;view…</source>
        <translation>&amp;Visualizar relatório…</translation>
    </message>
    <message>
        <source>Report as &amp;PDF…</source>
        <translation>Relatório em &amp;PDF…</translation>
    </message>
    <message>
        <source>Tables as &amp;CSV…</source>
        <translation>Tabelas em &amp;CSV…</translation>
    </message>
    <message>
        <source>The figures are being recomputed; export once they are up to date.</source>
        <translation>Os números estão sendo recalculados; exporte quando estiverem atualizados.</translation>
    </message>
    <message>
        <source>Open or create a study first (File ▸ New study or Open example).</source>
        <translation>Abra ou crie um estudo primeiro (Arquivo ▸ Novo estudo ou Abrir exemplo).</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>Gravado %1 (%n página)</numerusform>
            <numerusform>Gravado %1 (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrote %1 and %2</source>
        <translation>Gravados %1 e %2</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar relatório</translation>
    </message>
    <message>
        <source>Export report as PDF</source>
        <translation>Exportar relatório em PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export tables</source>
        <translation>Exportar tabelas</translation>
    </message>
    <message>
        <source>CSV for Brazilian and European spreadsheets: ; and 1234,5 (*.csv)</source>
        <translation>CSV para planilhas brasileiras e europeias: ; e 1234,5 (*.csv)</translation>
    </message>
    <message>
        <source>CSV for English spreadsheets: , and 1234.5 (*.csv)</source>
        <translation>CSV para planilhas em inglês: , e 1234.5 (*.csv)</translation>
    </message>
    <message>
        <source>Export tables as CSV</source>
        <translation>Exportar tabelas em CSV</translation>
    </message>
    <message>
        <source>Report preview</source>
        <translation>Visualização do relatório</translation>
    </message>
    <message>
        <source>Report preview — %1</source>
        <translation>Visualização do relatório — %1</translation>
    </message>
    <message>
        <source>Catalog read-only: %1</source>
        <translation>Catálogo somente leitura: %1</translation>
    </message>
    <message>
        <source>&amp;Save to the catalog</source>
        <translation>&amp;Salvar no catálogo</translation>
    </message>
    <message>
        <source>&amp;Open a saved study…</source>
        <translation>&amp;Abrir um estudo salvo…</translation>
    </message>
    <message>
        <source>Save to the catalog</source>
        <translation>Salvar no catálogo</translation>
    </message>
    <message>
        <source>The study was not saved to the catalog: %1</source>
        <translation>O estudo não foi salvo no catálogo: %1</translation>
    </message>
    <message>
        <source>Saved as study %1 in %2 (catalog revision %3)</source>
        <translation>Salvo como estudo %1 em %2 (revisão do catálogo %3)</translation>
    </message>
    <message>
        <source>Open a saved study</source>
        <translation>Abrir um estudo salvo</translation>
    </message>
    <message>
        <source>Opened study %1, saved at catalog revision %2 (the catalog is at revision %3 now)</source>
        <translation>Estudo %1 aberto, salvo na revisão %2 do catálogo (o catálogo está agora na revisão %3)</translation>
    </message>
    <message>
        <source>run and save studies</source>
        <translation>executar e salvar estudos</translation>
    </message>
    <message>
        <source>edit prices and rows</source>
        <translation>editar preços e linhas</translation>
    </message>
    <message>
        <source>edit compliance rules</source>
        <translation>editar regras de conformidade</translation>
    </message>
    <message>
        <source>give roles</source>
        <translation>atribuir papéis</translation>
    </message>
    <message>
        <source>Team catalog as %1: may %2</source>
        <translation>Catálogo da equipe como %1: pode %2</translation>
    </message>
    <message>
        <source>&amp;Memory fit calculator</source>
        <translation>Calculadora de &amp;memória</translation>
    </message>
    <message>
        <source>The catalog as of revision %1 could not be rebuilt: %2</source>
        <translation>O catálogo da revisão %1 não pôde ser reconstruído: %2</translation>
    </message>
    <message>
        <source>Figures from the catalog as of revision %1 (Study ▸ Back to today&apos;s catalog)</source>
        <translation>Números do catálogo como estava na revisão %1 (Estudo ▸ Voltar ao catálogo de hoje)</translation>
    </message>
    <message>
        <source>&amp;Back to today&apos;s catalog</source>
        <translation>&amp;Voltar ao catálogo de hoje</translation>
    </message>
    <message>
        <source>Study %1 was saved at catalog revision %2; the catalog is at revision %3 now.

Show the figures it had then, from the catalog as it was at revision %2? (No: estimate it with today&apos;s catalog.)</source>
        <translation>O estudo %1 foi salvo na revisão %2 do catálogo; o catálogo está na revisão %3 agora.

Mostrar os números que ele tinha então, do catálogo como estava na revisão %2? (Não: estimar com o catálogo de hoje.)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ModelPage</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Which model will run? Pick one from the catalog, or describe your own.</source>
        <translation>Qual modelo vai rodar? Escolha um do catálogo ou descreva o seu.</translation>
    </message>
    <message>
        <source>From the &amp;catalog</source>
        <translation>Do &amp;catálogo</translation>
    </message>
    <message>
        <source>My own &amp;model (architecture, size or config.json)</source>
        <translation>Meu próprio &amp;modelo (arquitetura, tamanho ou config.json)</translation>
    </message>
    <message>
        <source>Search: llama, qwen, 70b…</source>
        <translation>Pesquisar: llama, qwen, 70b…</translation>
    </message>
    <message>
        <source>%1 — %2 B parameters</source>
        <translation>%1 — %2 B parâmetros</translation>
    </message>
    <message>
        <source>e.g. Our 20B assistant</source>
        <translation>ex.: Nosso assistente de 20B</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>Embeddings compartilhados</translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation> B parâmetros</translation>
    </message>
    <message>
        <source>Fill from &amp;size</source>
        <translation>Preencher pelo &amp;tamanho</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>&amp;Importar config.json…</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>Camadas:</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>Dimensão oculta:</translation>
    </message>
    <message>
        <source>MLP width:</source>
        <translation>Largura do MLP:</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>Cabeças de atenção:</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>Cabeças KV:</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>Vocabulário:</translation>
    </message>
    <message>
        <source>Only know the size?</source>
        <translation>Só sabe o tamanho?</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>Importar um config.json do Hugging Face</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 não foi importado: %2</translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation>%1 importado.</translation>
    </message>
    <message>
        <source>Size: %1 B parameters is out of range (allowed: 0.1 to 10000 B).</source>
        <translation>Tamanho: %1 B parâmetros está fora do intervalo (permitido: 0,1 a 10000 B).</translation>
    </message>
    <message>
        <source>ASSUMPTION: %1. Replace the fields with the real architecture when you have it.</source>
        <translation>PREMISSA: %1. Substitua os campos pela arquitetura real quando a tiver.</translation>
    </message>
    <message>
        <source>Select a model.</source>
        <translation>Selecione um modelo.</translation>
    </message>
    <message>
        <source>%1 B parameters</source>
        <translation>%1 B parâmetros</translation>
    </message>
    <message>
        <source> (%1 B active per token)</source>
        <translation> (%1 B ativos por token)</translation>
    </message>
    <message>
        <source> · KV cache %1 KiB per token in BF16</source>
        <translation> · cache KV de %1 KiB por token em BF16</translation>
    </message>
    <message>
        <source>Model: none is selected; pick one from the list.</source>
        <translation>Modelo: nenhum selecionado; escolha um da lista.</translation>
    </message>
    <message>
        <source>Name: it is empty; give the model a name.</source>
        <translation>Nome: está vazio; dê um nome ao modelo.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>Dimensão oculta</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>Largura do MLP</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>Cabeças de atenção</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Cabeças KV</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulário</translation>
    </message>
    <message>
        <source>%1: 0 is not allowed; give a positive number (from the model&apos;s config.json).</source>
        <translation>%1: 0 não é permitido; informe um número positivo (do config.json do modelo).</translation>
    </message>
    <message>
        <source>KV heads: %1 does not divide the %2 attention heads (allowed: a divisor, e.g. 8).</source>
        <translation>Cabeças KV: %1 não divide as %2 cabeças de atenção (permitido: um divisor, ex.: 8).</translation>
    </message>
    <message>
        <source>Hidden size: %1 is not a multiple of the %2 attention heads.</source>
        <translation>Dimensão oculta: %1 não é múltiplo das %2 cabeças de atenção.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::OptionsTableModel</name>
    <message>
        <source>%1 ms/token, %2 tok/s</source>
        <translation>%1 ms/token, %2 tok/s</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>mês %1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuração</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation>Memória</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Monthly (%1)</source>
        <translation>Mensal (%1)</translation>
    </message>
    <message>
        <source>Total (%1)</source>
        <translation>Total (%1)</translation>
    </message>
    <message>
        <source>Per M tokens (%1)</source>
        <translation>Por M de tokens (%1)</translation>
    </message>
    <message>
        <source>The whole cost over the prompt and output tokens served (%1 per million output tokens alone)</source>
        <translation>O custo total sobre os tokens de entrada e saída atendidos (%1 por milhão só de tokens de saída)</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Compliance</source>
        <translation>Conformidade</translation>
    </message>
    <message>
        <source>%1
Not among the best ranked: shown so that renting and buying are compared.</source>
        <translation>%1
Fora das mais bem classificadas: mostrada para comparar alugar e comprar.</translation>
    </message>
    <message>
        <source>n/a (rented)</source>
        <translation>n/a (alugada)</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>não atingido</translation>
    </message>
    <message>
        <source>%1 (over budget)</source>
        <translation>%1 (acima do orçamento)</translation>
    </message>
    <message>
        <source>Above your budget of %1: shown only so that every way of paying is compared, never recommended.</source>
        <translation>Acima do seu orçamento de %1: mostrada apenas para comparar todas as formas de pagar, nunca recomendada.</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Mensal</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Per M tokens</source>
        <translation>Por M de tokens</translation>
    </message>
    <message>
        <source>month %1 vs %2</source>
        <translation>mês %1 contra %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::PrecisionPage</name>
    <message>
        <source>BF16: the reference quality; twice the memory of 8-bit.</source>
        <translation>BF16: a qualidade de referência; o dobro da memória de 8 bits.</translation>
    </message>
    <message>
        <source>FP8: near-BF16 quality for most tasks on Hopper and newer GPUs; half the memory.</source>
        <translation>FP8: qualidade próxima à BF16 na maioria das tarefas em GPUs Hopper e mais novas; metade da memória.</translation>
    </message>
    <message>
        <source>INT8: small quality loss; works on older GPUs too.</source>
        <translation>INT8: pequena perda de qualidade; funciona também em GPUs mais antigas.</translation>
    </message>
    <message>
        <source>INT4 (GPTQ/AWQ): fine for many chat uses, but risky for medical, legal or financial analysis where a small loss of accuracy matters.</source>
        <translation>INT4 (GPTQ/AWQ): serve para muitos usos de chat, mas é arriscado em análises médicas, jurídicas ou financeiras, em que uma pequena perda de precisão importa.</translation>
    </message>
    <message>
        <source>NF4 (QLoRA): the frozen base model in 4 bits while adapters train in BF16.</source>
        <translation>NF4 (QLoRA): o modelo base congelado em 4 bits enquanto os adaptadores treinam em BF16.</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Which number formats may the advisor use for the model&apos;s weights? Fewer bits need fewer GPUs but can cost accuracy.</source>
        <translation>Quais formatos numéricos o assistente pode usar para os pesos do modelo? Menos bits exigem menos GPUs, mas podem custar precisão.</translation>
    </message>
    <message>
        <source>KV cache: stored in the weights&apos; format when that is 8 or 16 bits, otherwise in BF16.</source>
        <translation>Cache KV: guardado no formato dos pesos quando este tem 8 ou 16 bits; senão, em BF16.</translation>
    </message>
    <message>
        <source>Training: mixed precision, BF16 compute with FP32 master weights and Adam moments (16 bytes per trained parameter).</source>
        <translation>Treinamento: precisão mista, cálculo em BF16 com pesos mestres e momentos do Adam em FP32 (16 bytes por parâmetro treinado).</translation>
    </message>
    <message>
        <source>Precision: none is ticked; tick at least one format (BF16 is the safe choice).</source>
        <translation>Precisão: nada marcado; marque ao menos um formato (BF16 é a escolha segura).</translation>
    </message>
    <message>
        <source>MXFP4 / NVFP4: 4-bit floating point with block scales (4.25 / 4.5 bits per weight), native on Blackwell GPUs and dequantised elsewhere; gpt-oss is published in MXFP4.</source>
        <translation>MXFP4 / NVFP4: ponto flutuante de 4 bits com escala por bloco (4,25 / 4,5 bits por peso), nativo nas GPUs Blackwell e desquantizado nas demais; o gpt-oss é publicado em MXFP4.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::PriceCheckDialog</name>
    <message>
        <source>Prices to confirm</source>
        <translation>Preços a confirmar</translation>
    </message>
    <message>
        <source>Every priced row is a dated list price or a confirmed value (on %1).</source>
        <translation>Toda linha com preço é um preço de lista datado ou um valor confirmado (em %1).</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) to confirm before a recommendation rests on them (on %1). Double-click a row to go to the cell to edit once the supplier confirms it.</source>
        <translation>
            <numerusform>%n preço a confirmar antes que uma recomendação dependa dele (em %1). Clique duas vezes numa linha para ir à célula a editar quando o fornecedor confirmar.</numerusform>
            <numerusform>%n preços a confirmar antes que uma recomendação dependa deles (em %1). Clique duas vezes numa linha para ir à célula a editar quando o fornecedor confirmar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Linha</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Cell to edit</source>
        <translation>Célula a editar</translation>
    </message>
    <message>
        <source>How to clear it</source>
        <translation>Como resolver</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::RangeSpinBox</name>
    <message>
        <source>This field</source>
        <translation>Este campo</translation>
    </message>
    <message>
        <source>%1: %2 is outside what is allowed (%3 to %4%5); %6 is kept</source>
        <translation>%1: %2 está fora do permitido (%3 a %4%5); mantém-se %6</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ReviewPage</name>
    <message>
        <source>&lt;b&gt;Model:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Modelo:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Online inference:&lt;/b&gt; %1 concurrent users, prompts of %2 tokens, answers of %3 tokens</source>
        <translation>&lt;b&gt;Inferência online:&lt;/b&gt; %1 usuários simultâneos, prompts de %2 tokens, respostas de %3 tokens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Targets:&lt;/b&gt; TPOT %1 ms, TTFT %2 ms</source>
        <translation>&lt;b&gt;Metas:&lt;/b&gt; TPOT %1 ms, TTFT %2 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;Redundancy:&lt;/b&gt; one spare replica (N+1)</source>
        <translation>&lt;b&gt;Redundância:&lt;/b&gt; uma réplica reserva (N+1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Batch inference:&lt;/b&gt; %1 billion tokens, due in %2</source>
        <translation>&lt;b&gt;Inferência em lote:&lt;/b&gt; %1 bilhões de tokens, prazo de %2</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 horas</translation>
    </message>
    <message>
        <source>no set time</source>
        <translation>sem prazo definido</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 billion tokens, sequences of %3, deadline %4</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2 bilhões de tokens, sequências de %3, prazo %4</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 dias</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acquisition:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Aquisição:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Providers:&lt;/b&gt; %1; &lt;b&gt;data-centre countries:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Provedores:&lt;/b&gt; %1; &lt;b&gt;países de data center:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualquer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Money:&lt;/b&gt; %1 over %2 months at %3 utilisation; buyer in %4; budget %5</source>
        <translation>&lt;b&gt;Dinheiro:&lt;/b&gt; %1 em %2 meses com %3 de utilização; comprador em %4; orçamento %5</translation>
    </message>
    <message>
        <source>&lt;b&gt;Customer:&lt;/b&gt; %1; data: %2; subjects in %3</source>
        <translation>&lt;b&gt;Cliente:&lt;/b&gt; %1; dados: %2; titulares em %3</translation>
    </message>
    <message>
        <source>none declared</source>
        <translation>nenhum declarado</translation>
    </message>
    <message>
        <source>not declared</source>
        <translation>não declarado</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>Study &amp;title:</source>
        <translation>&amp;Título do estudo:</translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation>C&amp;liente:</translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation>&amp;Preparado por:</translation>
    </message>
    <message>
        <source>&amp;Report language:</source>
        <translation>&amp;Idioma do relatório:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Precisions tried:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Precisões testadas:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>Check what you entered; Show results computes the answer. Every figure can be changed later on the dashboard.</source>
        <translation>Confira o que informou; Mostrar resultados calcula a resposta. Todo número pode ser alterado depois no painel.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::RowHistoryDialog</name>
    <message>
        <source>(empty)</source>
        <translation>(vazio)</translation>
    </message>
    <message>
        <source>row added</source>
        <translation>linha adicionada</translation>
    </message>
    <message>
        <source>row deleted</source>
        <translation>linha excluída</translation>
    </message>
    <message>
        <source>row replaced by an import (the new row was not recorded)</source>
        <translation>linha substituída por uma importação (a nova linha não foi registrada)</translation>
    </message>
    <message>
        <source>History of %1 %2</source>
        <translation>Histórico de %1 %2</translation>
    </message>
    <message>
        <source>No change since the catalog was created.</source>
        <translation>Nenhuma alteração desde a criação do catálogo.</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <source>When (UTC)</source>
        <translation>Quando (UTC)</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quem</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Alteração</translation>
    </message>
    <message>
        <source>(this computer)</source>
        <translation>(este computador)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ScenarioWizard</name>
    <message>
        <source>New sizing study</source>
        <translation>Novo estudo de dimensionamento</translation>
    </message>
    <message>
        <source>Show &amp;results</source>
        <translation>Mostrar &amp;resultados</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procurar…</translation>
    </message>
    <message>
        <source> months</source>
        <translation> meses</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Default &amp;currency:</source>
        <translation>&amp;Moeda padrão:</translation>
    </message>
    <message>
        <source>Company &amp;name (reports):</source>
        <translation>&amp;Nome da empresa (relatórios):</translation>
    </message>
    <message>
        <source>Company &amp;logo (reports):</source>
        <translation>&amp;Logotipo da empresa (relatórios):</translation>
    </message>
    <message>
        <source>Default &amp;horizon:</source>
        <translation>&amp;Horizonte padrão:</translation>
    </message>
    <message>
        <source>Default &amp;utilisation:</source>
        <translation>&amp;Utilização padrão:</translation>
    </message>
    <message>
        <source>Company logo</source>
        <translation>Logotipo da empresa</translation>
    </message>
    <message>
        <source>Images (*.png *.svg *.jpg)</source>
        <translation>Imagens (*.png *.svg *.jpg)</translation>
    </message>
    <message>
        <source>Report &amp;page size:</source>
        <translation>Tamanho da &amp;página do relatório:</translation>
    </message>
    <message>
        <source>Empty: this computer&apos;s catalog file. The password comes from PGPASSWORD or ~/.pgpass, never from here. Takes effect at the next start; when the server cannot be reached, the last synced copy opens read-only.</source>
        <translation>Vazio: o arquivo de catálogo deste computador. A senha vem de PGPASSWORD ou ~/.pgpass, nunca daqui. Vale a partir da próxima abertura; quando o servidor não responde, a última cópia sincronizada abre somente para leitura.</translation>
    </message>
    <message>
        <source>&amp;Team catalog:</source>
        <translation>Catálogo da &amp;equipe:</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::SharedStudiesDialog</name>
    <message>
        <source>Open a saved study</source>
        <translation>Abrir um estudo salvo</translation>
    </message>
    <message>
        <source>No study has been saved to this catalog yet (Study ▸ Save to the catalog).</source>
        <translation>Nenhum estudo foi salvo neste catálogo ainda (Estudo ▸ Salvar no catálogo).</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Salvo em</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Saved by</source>
        <translation>Salvo por</translation>
    </message>
    <message>
        <source>Catalog revision</source>
        <translation>Revisão do catálogo</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::StudyDocument</name>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <source>Untitled study</source>
        <translation>Estudo sem título</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Não foi possível abrir %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a study this version can read: %2</source>
        <translation>%1 não é um estudo que esta versão consiga ler: %2</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::StudyRunner</name>
    <message>
        <source>No catalog is loaded.</source>
        <translation>Nenhum catálogo carregado.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::ValidatingDelegate</name>
    <message>
        <source>%1: the value was not accepted by the table.</source>
        <translation>%1: o valor não foi aceito pela tabela.</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::WorkloadPage</name>
    <message>
        <source>Workload</source>
        <translation>Carga de trabalho</translation>
    </message>
    <message>
        <source>What will the GPUs do? Pick the kind of work and describe how much of it there is.</source>
        <translation>O que as GPUs vão fazer? Escolha o tipo de trabalho e descreva quanto dele há.</translation>
    </message>
    <message>
        <source>Online inference (chat, API)</source>
        <translation>Inferência online (chat, API)</translation>
    </message>
    <message>
        <source>Offline batch inference</source>
        <translation>Inferência em lote (offline)</translation>
    </message>
    <message>
        <source>Training from scratch</source>
        <translation>Treinamento do zero</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Ajuste fino completo</translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation>Ajuste fino LoRA</translation>
    </message>
    <message>
        <source>QLoRA fine-tune (4-bit base)</source>
        <translation>Ajuste fino QLoRA (base em 4 bits)</translation>
    </message>
    <message>
        <source>&amp;Kind of work:</source>
        <translation>&amp;Tipo de trabalho:</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dias</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>sem prazo</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>&amp;Token budget:</source>
        <translation>&amp;Orçamento de tokens:</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Prazo:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Comprimento de sequência:</translation>
    </message>
    <message>
        <source> users</source>
        <translation> usuários</translation>
    </message>
    <message>
        <source> ms per token</source>
        <translation> ms por token</translation>
    </message>
    <message>
        <source>no target</source>
        <translation>sem meta</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Keep serving if one replica fails (N+1)</source>
        <translation>Continuar atendendo se uma réplica falhar (N+1)</translation>
    </message>
    <message>
        <source>Concurrent &amp;users:</source>
        <translation>&amp;Usuários simultâneos:</translation>
    </message>
    <message>
        <source>&amp;Prompt length:</source>
        <translation>Tamanho do &amp;prompt:</translation>
    </message>
    <message>
        <source>&amp;Answer length:</source>
        <translation>Tamanho da &amp;resposta:</translation>
    </message>
    <message>
        <source>Time per output token (&amp;TPOT) target:</source>
        <translation>Meta de tempo por token de saída (&amp;TPOT):</translation>
    </message>
    <message>
        <source>Time to first token (TT&amp;FT) target:</source>
        <translation>Meta de tempo até o primeiro token (TT&amp;FT):</translation>
    </message>
    <message>
        <source> hours</source>
        <translation> horas</translation>
    </message>
    <message>
        <source>no due date</source>
        <translation>sem prazo</translation>
    </message>
    <message>
        <source>&amp;Corpus size:</source>
        <translation>Tamanho do &amp;corpus:</translation>
    </message>
    <message>
        <source>D&amp;ue in:</source>
        <translation>&amp;Prazo em:</translation>
    </message>
    <message>
        <source>&amp;Document length:</source>
        <translation>Tamanho do &amp;documento:</translation>
    </message>
    <message>
        <source>&amp;Summary length:</source>
        <translation>Tamanho do &amp;resumo:</translation>
    </message>
    <message>
        <source>Users wait for each answer: speed per user (TPOT, TTFT) and concurrency decide the size.</source>
        <translation>Usuários esperam cada resposta: velocidade por usuário (TPOT, TTFT) e concorrência definem o tamanho.</translation>
    </message>
    <message>
        <source>Nobody waits: throughput per unit of cost decides, and the work may run at night.</source>
        <translation>Ninguém espera: a vazão por unidade de custo decide, e o trabalho pode rodar à noite.</translation>
    </message>
    <message>
        <source>Compute dominates: about 6 × parameters × tokens floating-point operations.</source>
        <translation>O cálculo domina: cerca de 6 × parâmetros × tokens operações de ponto flutuante.</translation>
    </message>
    <message>
        <source>Every weight is trained: about 16 bytes of GPU memory per parameter before activations.</source>
        <translation>Todos os pesos são treinados: cerca de 16 bytes de memória de GPU por parâmetro, antes das ativações.</translation>
    </message>
    <message>
        <source>Only small adapters are trained: the frozen model&apos;s weights dominate memory.</source>
        <translation>Só pequenos adaptadores são treinados: os pesos congelados do modelo dominam a memória.</translation>
    </message>
    <message>
        <source>Token budget: %1 billion tokens is not allowed; give more than 0 (e.g. 1000 for one trillion).</source>
        <translation>Orçamento de tokens: %1 bilhões de tokens não é permitido; informe mais que 0 (ex.: 1000 para um trilhão).</translation>
    </message>
    <message>
        <source>Corpus size: %1 billion tokens is not allowed; give more than 0.</source>
        <translation>Tamanho do corpus: %1 bilhões de tokens não é permitido; informe mais que 0.</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> requisições/s</translation>
    </message>
    <message>
        <source>given by the users</source>
        <translation>dada pelos usuários</translation>
    </message>
    <message>
        <source> s between requests</source>
        <translation> s entre requisições</translation>
    </message>
    <message>
        <source>none (always active)</source>
        <translation>nenhum (sempre ativos)</translation>
    </message>
    <message>
        <source> % of requests</source>
        <translation> % das requisições</translation>
    </message>
    <message>
        <source>Or a re&amp;quest rate:</source>
        <translation>Ou uma &amp;taxa de requisições:</translation>
    </message>
    <message>
        <source>Users&apos; t&amp;hink time:</source>
        <translation>&amp;Tempo de reflexão dos usuários:</translation>
    </message>
    <message>
        <source>TTFT target holds for:</source>
        <translation>A meta de TTFT vale para:</translation>
    </message>
    <message>
        <source>Runs again every night (unticked: a one-off job, priced for its hours)</source>
        <translation>Roda de novo toda noite (desmarcado: um trabalho único, cobrado pelas suas horas)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::charts</name>
    <message>
        <source>Break-even</source>
        <translation>Ponto de equilíbrio</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mês</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memória por GPU (GB)</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB por GPU</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Weights limit (%1 %)</source>
        <translation>Limite dos pesos (%1 %)</translation>
    </message>
    <message>
        <source>Scaling efficiency vs GPU count (%1)</source>
        <translation>Eficiência de escala vs número de GPUs (%1)</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Eficiência</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Node boundary (%1 GPUs; beyond: %2)</source>
        <translation>Fronteira do nó (%1 GPUs; além: %2)</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>Sensibilidade</translation>
    </message>
    <message>
        <source>Driver −20 %</source>
        <translation>Fator −20 %</translation>
    </message>
    <message>
        <source>Driver +20 %</source>
        <translation>Fator +20 %</translation>
    </message>
    <message>
        <source>Scenario utilisation</source>
        <translation>Utilização do cenário</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilização</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradientes</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Otimizador</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Ativações</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation>Custo acumulado em %1 meses</translation>
    </message>
    <message>
        <source>k %1</source>
        <translation>mil %1</translation>
    </message>
    <message>
        <source>Efficiency by replica width</source>
        <translation>Eficiência por largura da réplica</translation>
    </message>
    <message>
        <source>GPUs per replica (%1)</source>
        <translation>GPUs por réplica (%1)</translation>
    </message>
    <message>
        <source>What moves the cost of %1</source>
        <translation>O que move o custo de %1</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour (%1)</source>
        <translation>Custo por hora útil de GPU (%1)</translation>
    </message>
    <message>
        <source>bare metal</source>
        <translation>bare metal</translation>
    </message>
    <message>
        <source>bought</source>
        <translation>compra</translation>
    </message>
    <message>
        <source>hybrid</source>
        <translation>híbrido</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>nuvem</translation>
    </message>
    <message>
        <source>Cost of the job (%1)</source>
        <translation>Custo do trabalho (%1)</translation>
    </message>
    <message>
        <source>Change in the job&apos;s cost (%1)</source>
        <translation>Variação do custo do trabalho (%1)</translation>
    </message>
    <message>
        <source>Change in NPV (%1 thousands)</source>
        <translation>Variação do VPL (mil %1)</translation>
    </message>
</context>
<context>
    <name>gpuadvisor::ui::countries</name>
    <message>
        <source>Austria</source>
        <translation>Áustria</translation>
    </message>
    <message>
        <source>Australia</source>
        <translation>Austrália</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>Bélgica</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Canadá</translation>
    </message>
    <message>
        <source>Switzerland</source>
        <translation>Suíça</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Alemanha</translation>
    </message>
    <message>
        <source>Denmark</source>
        <translation>Dinamarca</translation>
    </message>
    <message>
        <source>Spain</source>
        <translation>Espanha</translation>
    </message>
    <message>
        <source>Finland</source>
        <translation>Finlândia</translation>
    </message>
    <message>
        <source>France</source>
        <translation>França</translation>
    </message>
    <message>
        <source>United Kingdom</source>
        <translation>Reino Unido</translation>
    </message>
    <message>
        <source>Ireland</source>
        <translation>Irlanda</translation>
    </message>
    <message>
        <source>India</source>
        <translation>Índia</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Itália</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Japão</translation>
    </message>
    <message>
        <source>South Korea</source>
        <translation>Coreia do Sul</translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation>Países Baixos</translation>
    </message>
    <message>
        <source>Norway</source>
        <translation>Noruega</translation>
    </message>
    <message>
        <source>Poland</source>
        <translation>Polônia</translation>
    </message>
    <message>
        <source>Portugal</source>
        <translation>Portugal</translation>
    </message>
    <message>
        <source>Sweden</source>
        <translation>Suécia</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapura</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>Estados Unidos</translation>
    </message>
    <message>
        <source>Vietnam</source>
        <translation>Vietnã</translation>
    </message>
</context>
</TS>
