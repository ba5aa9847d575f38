// Fuzzes the NNUE's two binary readers: a 32-byte input is a training record (refused with a
// message, or a legal position that packs and unpacks to the same position); any other input is
// a network file of any width (refused with a message, or written back byte for byte) and of the
// build's (refused, or a network whose portable and AVX2 outputs agree).
#include "nnue/network.h"
#include "nnue/packed_board.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

using namespace eschess;
using namespace eschess::nnue;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    Position::init();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == PackedBoard::kSize) {
        PackedBoard record;
        std::memcpy(record.bytes.data(), data, size);
        const Parsed<UnpackedBoard> u = unpackBoard(record);
        if (!u) {
            if (u.error().empty()) std::abort();
            return 0;
        }
        const Parsed<UnpackedBoard> again = unpackBoard(packBoard(u->position, u->whiteScore, u->result));
        // packBoard clamps to ±32767 (so that a score can be negated), and a record may hold -32768.
        const int packedScore = std::clamp<int>(u->whiteScore, -32767, 32767);
        if (!again || again->position.fen() != u->position.fen() || again->whiteScore != packedScore) std::abort();
        return 0;
    }
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    // Any width (what the trainer widens from): refused with a message, or written back the same.
    const auto image = NetworkImage::parse(bytes);
    if (image ? image->serialize() != std::vector<std::uint8_t>(data, data + size) : image.error().empty())
        std::abort();
    const auto net = Network::parse(bytes);
    if (!net) {
        if (net.error().empty()) std::abort();
        return 0;
    }
    const Position start;
    if (simdAvailable(Simd::Avx2) && evaluateFull(**net, start, Simd::Avx2) != evaluateFull(**net, start, Simd::Portable))
        std::abort();
    return 0;
}
