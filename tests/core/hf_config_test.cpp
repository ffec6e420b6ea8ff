// Import of Hugging Face config.json files (fixtures: published configs of each model's repository).
#include "core/model/hf_config.h"
#include "core/model/param_count.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace gpuadvisor;

namespace {

std::string fixture(const std::string& name) {
    std::ifstream in(std::string(GPUADVISOR_FIXTURES_DIR) + "/hf_configs/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct ConfigCase {
    const char* file;
    std::int64_t total;
    std::int64_t active;
};

void PrintTo(const ConfigCase& c, std::ostream* out) {
    *out << c.file;
}

class HfConfigCount : public ::testing::TestWithParam<ConfigCase> {};

} // namespace

// Expected totals: models.json (config-derived). Gemma 2's HF config has vocab 256,000 instead of the
// paper's 256,128: 8,324,201,984 non-embedding + 256,000 × 3,584 = 9,241,705,984.
TEST_P(HfConfigCount, ReproducesParameterCount) {
    auto model = modelFromHfConfig(fixture(GetParam().file));
    ASSERT_TRUE(model.ok()) << model.error().message;
    const ParameterCounts counts = countParameters(*model);
    EXPECT_EQ(counts.total, GetParam().total);
    // Active as the models' cards count it, the input embedding included (the engine leaves it out).
    EXPECT_EQ(counts.active + (model->tiedEmbeddings ? 0 : counts.embedding), GetParam().active);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, HfConfigCount,
                         ::testing::Values(ConfigCase{"llama-3.1-8b.json", 8030261248, 8030261248},
                                           ConfigCase{"qwen2.5-7b.json", 7615616512, 7615616512},
                                           ConfigCase{"mixtral-8x7b.json", 46702792704, 12879925248},
                                           ConfigCase{"gemma-2-9b.json", 9241705984, 9241705984},
                                           ConfigCase{"deepseek-v3.json", 671026419200, 37552297472},
                                           ConfigCase{"falcon-7b.json", 6921720704, 6921720704}));

TEST(HfConfig, ReadsArchitectureFields) {
    auto model = modelFromHfConfig(fixture("llama-3.1-8b.json"));
    ASSERT_TRUE(model.ok());
    EXPECT_EQ(model->numLayers, 32);
    EXPECT_EQ(model->numKvHeads, 8);
    EXPECT_EQ(model->headDim, 128);
    EXPECT_EQ(model->maxContext, 131072);
    EXPECT_FALSE(model->tiedEmbeddings);
    EXPECT_FALSE(model->qkvBias);
    EXPECT_EQ(model->slidingWindow, 0);
}

TEST(HfConfig, GemmaSlidingWindowOnHalfTheLayers) {
    auto model = modelFromHfConfig(fixture("gemma-2-9b.json"));
    ASSERT_TRUE(model.ok());
    EXPECT_EQ(model->slidingWindow, 4096);
    EXPECT_EQ(model->slidingWindowLayers, 21);
    EXPECT_TRUE(model->tiedEmbeddings);
    EXPECT_EQ(model->normsPerLayer, 4);
}

TEST(HfConfig, QwenWindowIgnoredWhenNotUsed) {
    auto model = modelFromHfConfig(fixture("qwen2.5-7b.json"));
    ASSERT_TRUE(model.ok());
    EXPECT_EQ(model->slidingWindow, 0);
    EXPECT_TRUE(model->qkvBias);
}

TEST(HfConfig, DeepSeekLatentAttention) {
    auto model = modelFromHfConfig(fixture("deepseek-v3.json"));
    ASSERT_TRUE(model.ok());
    EXPECT_TRUE(model->mla.enabled());
    EXPECT_EQ(model->mla.kvLoraRank, 512);
    EXPECT_EQ(model->moe.firstDenseLayers, 3);
    EXPECT_TRUE(model->moe.routerBias);
}

TEST(HfConfig, MalformedJsonIsReported) {
    auto model = modelFromHfConfig(fixture("malformed.json"));
    ASSERT_FALSE(model.ok());
    EXPECT_EQ(model.error().code, ErrorCode::ParseError);
    EXPECT_NE(model.error().message.find("not valid JSON"), std::string::npos);
}

// Found by the fuzzer (tests/fuzz/regressions/hf_config): a boolean or number where a string belongs.
TEST(HfConfig, AValueOfTheWrongTypeIsRefusedNotACrash) {
    const auto model =
        modelFromHfConfig(R"({"model_type": 2, "hidden_size": 4544, "num_hidden_layers": 32})");
    ASSERT_FALSE(model.ok());
    EXPECT_NE(model.error().message.find("wrong type"), std::string::npos) << model.error().message;
}

TEST(HfConfig, MissingKeyIsNamed) {
    auto model = modelFromHfConfig(R"({"hidden_size": 4096, "num_attention_heads": 32, "vocab_size": 32000,
                                        "intermediate_size": 11008})");
    ASSERT_FALSE(model.ok());
    EXPECT_EQ(model.error().field, "num_hidden_layers");
    EXPECT_NE(model.error().message.find("missing key 'num_hidden_layers'"), std::string::npos);
}

TEST(HfConfig, InvalidValueIsNamedWithTheValue) {
    auto model =
        modelFromHfConfig(R"({"num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": -4,
                                        "vocab_size": 32000, "intermediate_size": 11008})");
    ASSERT_FALSE(model.ok());
    EXPECT_EQ(model.error().field, "num_attention_heads");
    EXPECT_NE(model.error().message.find("-4"), std::string::npos);
}

TEST(HfConfig, KvHeadsMustDivideHeads) {
    auto model = modelFromHfConfig(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 8,
                                        "num_key_value_heads": 3, "vocab_size": 100, "intermediate_size": 128})");
    ASSERT_FALSE(model.ok());
    EXPECT_EQ(model.error().field, "num_key_value_heads");
}

// Issue 40: Megatron-LM's GPT as a gpt2 config (Table 1's 1.7B: 24 layers, h 2,304, V 51,200, s 2,048):
// 12·l·h² = 1,528,823,808 + token and position tables (51,200 + 2,048) × 2,304 = 122,683,392 + 24 × 2 ×
// 2 × 2,304 LayerNorm weights and biases = 221,184 + the final LayerNorm 4,608 = 1,651,732,992, the "1.7"
// the paper prints. The catalog's own 'mlp' and 'norm' keys are honoured, and a wrong value is refused.
TEST(HfConfig, MegatronGptAndTheCatalogsMlpAndNormKeys) {
    auto gpt = modelFromHfConfig(R"({"model_type": "gpt2", "n_layer": 24, "n_embd": 2304, "n_head": 24,
                                      "vocab_size": 51200, "n_positions": 2048})");
    ASSERT_TRUE(gpt.ok()) << gpt.error().message;
    EXPECT_EQ(countParameters(*gpt).total, 1651732992);
    auto plain =
        modelFromHfConfig(R"({"num_hidden_layers": 24, "hidden_size": 2304, "num_attention_heads": 24,
        "intermediate_size": 9216, "vocab_size": 51200, "mlp": "plain", "norm": "layernorm"})");
    ASSERT_TRUE(plain.ok()) << plain.error().message;
    EXPECT_EQ(plain->mlpKind, MlpKind::Plain);
    EXPECT_EQ(plain->normKind, NormKind::LayerNorm);
    auto wrong = modelFromHfConfig(R"({"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 8,
        "intermediate_size": 128, "vocab_size": 100, "mlp": "swiglu"})");
    ASSERT_FALSE(wrong.ok());
    EXPECT_EQ(wrong.error().field, "mlp");
}

TEST(HfConfig, TextConfigOfMultimodalModels) {
    auto model = modelFromHfConfig(R"({"model_type": "llava", "text_config": {"model_type": "llama",
        "num_hidden_layers": 32, "hidden_size": 4096, "num_attention_heads": 32, "vocab_size": 32000,
        "intermediate_size": 11008}})");
    ASSERT_TRUE(model.ok()) << model.error().message;
    // Llama-2-7B's shape: 6,738,415,616 parameters (models.json).
    EXPECT_EQ(countParameters(*model).total, 6738415616);
}
